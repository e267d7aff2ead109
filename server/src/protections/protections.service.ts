import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { fromCents, toCents } from '../contracts/money';
import {
  type AccountLimitsDto,
  type ExclusionKind,
  LIMIT_NAMES,
  LIMIT_WINDOW_DAYS,
  type LimitName,
  MONEY_LIMITS,
  type MoneyLimitName,
  type PendingLimit,
  type RealityCheckDto,
  type UpdateLimitsRequest,
} from '../contracts/protections';
import { notFound } from '../common/domain-error';
import { changeLimit, limitAt, NO_LIMIT } from './limit-change';
import { protectionError } from './protection-refusal';
import { ProtectionsRepository } from './protections.repository';

const isMoney = (name: LimitName): name is MoneyLimitName => (MONEY_LIMITS as readonly string[]).includes(name);
/** Dollars in the API, cents in the table, for money limits; counts and minutes as they are. */
const toKept = (name: LimitName, value: number) => (isMoney(name) ? toCents(value) : value);
const toShown = (name: LimitName, value: number | null) => (value === null || !isMoney(name) ? value : fromCents(value));

const sum = (days: number[], window: number) => days.slice(0, window).reduce((a, b) => a + b, 0);

/**
 * Responsible trading (DESIGN "Client protections"): the limits a client sets on themselves, time-out
 * and self-exclusion, the reality check; and the checks of deposits and plan purchases. Trades are
 * checked by the SQL that opens them (protections_trade_refusals), under the same rules.
 */
@Injectable()
export class ProtectionsService {
  constructor(private readonly repo: ProtectionsRepository) {}

  async limits(userId: string): Promise<AccountLimitsDto> {
    const now = new Date();
    const [kept, usage, exclusion] = await Promise.all([this.repo.limitsOf(userId), this.repo.usage(userId), this.repo.exclusionInForce(userId)]);
    const values = Object.fromEntries(LIMIT_NAMES.map((n) => [n, null])) as Record<LimitName, number | null>;
    const pending: Partial<Record<LimitName, PendingLimit>> = {};
    for (const k of kept) {
      const state = limitAt(k, now);
      values[k.name] = toShown(k.name, state.value);
      if (state.pendingFrom) pending[k.name] = { value: toShown(k.name, state.pendingValue), applies_at: state.pendingFrom.toISOString() };
    }
    const counted = { deposit: usage.deposits, loss: usage.loss, turnover: usage.turnover };
    const used = Object.fromEntries(
      MONEY_LIMITS.map((n) => [n, fromCents(sum(counted[n.split('_')[0] as keyof typeof counted], LIMIT_WINDOW_DAYS[n]))]),
    ) as Record<MoneyLimitName, number>;
    return {
      ...values,
      pending,
      usage: { ...used, open_positions: usage.openPositions },
      exclusion: exclusion && { kind: exclusion.kind, started_at: exclusion.startedAt.toISOString(), ends_at: exclusion.endsAt.toISOString() },
    };
  }

  /** Each field given changes its limit by the 24 h rule (changeLimit); the client's limits are locked meanwhile. */
  async update(userId: string, request: UpdateLimitsRequest): Promise<AccountLimitsDto> {
    const now = new Date();
    await this.repo.transaction(async (m) => {
      const kept = new Map((await this.repo.limitsOf(userId, m, true)).map((k) => [k.name, k]));
      for (const name of LIMIT_NAMES) {
        const requested = request[name];
        if (requested === undefined) continue;
        const next = changeLimit(kept.get(name) ?? NO_LIMIT, requested === null ? null : toKept(name, requested), now);
        await this.repo.setLimit(m, userId, name, next);
      }
    });
    return this.limits(userId);
  }

  /** A time-out of `days` or a self-exclusion of `months` from now; one in force already keeps its later end. */
  async exclude(userId: string, kind: ExclusionKind, length: { days: number } | { months: number }): Promise<AccountLimitsDto> {
    const endsAt = new Date();
    if ('days' in length) endsAt.setUTCDate(endsAt.getUTCDate() + length.days);
    else endsAt.setUTCMonth(endsAt.getUTCMonth() + length.months);
    await this.repo.addExclusion(userId, kind, endsAt);
    return this.limits(userId);
  }

  /** 403 while a time-out or self-exclusion is in force (a plan purchase, any real-money action but trades and deposits). */
  async assertNotExcluded(userId: string, m?: EntityManager): Promise<void> {
    const refusal = await this.repo.exclusionRefusal(userId, m);
    if (refusal) throw protectionError(refusal);
  }

  /** 403 when a deposit of `amount` cents would go over a deposit limit, or while excluded; in the deposit's transaction. */
  async assertDepositAllowed(m: EntityManager, userId: string, amount: number): Promise<void> {
    const refusal = await this.repo.depositRefusal(m, userId, amount);
    if (refusal) throw protectionError(refusal);
  }

  async realityCheck(userId: string, sessionId: string): Promise<RealityCheckDto> {
    const session = await this.repo.sessionCheck(userId, sessionId);
    if (!session) throw notFound('Session not found');
    const kept = (await this.repo.limitsOf(userId)).find((k) => k.name === 'reality_check_minutes');
    const interval = kept ? limitAt(kept, new Date()).value : null;
    const since = Math.max(session.startedAt.getTime(), session.acknowledgedAt?.getTime() ?? 0);
    const results = await this.repo.resultsSince(userId, session.startedAt);
    return {
      interval_minutes: interval,
      session_started_at: session.startedAt.toISOString(),
      due_at: interval === null ? null : new Date(since + interval * 60_000).toISOString(),
      trades: results.trades,
      stakes: fromCents(results.stakes),
      result: fromCents(results.result),
    };
  }

  async acknowledgeRealityCheck(userId: string, sessionId: string): Promise<RealityCheckDto> {
    if (!(await this.repo.sessionCheck(userId, sessionId))) throw notFound('Session not found');
    await this.repo.acknowledgeRealityCheck(sessionId);
    return this.realityCheck(userId, sessionId);
  }
}
