import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import type { ExclusionKind, LimitName } from '../contracts/protections';
import { execute, rows, type Runner } from '../database/typed-query';
import type { LimitState } from './limit-change';
import type {
  IAcknowledgeRealityCheckQuery,
  IDeleteLimitQuery,
  IDepositRefusalQuery,
  IExclusionInForceQuery,
  IExclusionRefusalQuery,
  IInsertExclusionQuery,
  ILimitsOfQuery,
  ISessionCheckQuery,
  ISessionResultsQuery,
  ISetLimitQuery,
  IUsageQuery,
} from './protections.repository.sql-types';

const limitsOf = sql<ILimitsOfQuery>`
  SELECT name, value, pending_value, pending_from FROM account_limits WHERE user_id = $userId! ORDER BY name`;
const lockLimitsOf = sql<ILimitsOfQuery>`
  SELECT name, value, pending_value, pending_from FROM account_limits WHERE user_id = $userId! ORDER BY name FOR UPDATE`;
const setLimit = sql<ISetLimitQuery>`
  INSERT INTO account_limits (user_id, name, value, pending_value, pending_from) VALUES ($userId!, $name!, $value, $pendingValue, $pendingFrom)
  ON CONFLICT (user_id, name) DO UPDATE
    SET value = excluded.value, pending_value = excluded.pending_value, pending_from = excluded.pending_from, updated_at = now()`;
const deleteLimit = sql<IDeleteLimitQuery>`DELETE FROM account_limits WHERE user_id = $userId! AND name = $name!`;
const usage = sql<IUsageQuery>`SELECT deposits, turnover, loss, open_positions FROM protections_usage($userId!, now())`;
const exclusionInForce = sql<IExclusionInForceQuery>`
  SELECT kind, starts_at, ends_at FROM account_exclusions
   WHERE user_id = $userId! AND starts_at <= now() AND ends_at > now() ORDER BY ends_at DESC LIMIT 1`;
const insertExclusion = sql<IInsertExclusionQuery>`
  INSERT INTO account_exclusions (user_id, kind, ends_at) VALUES ($userId!, $kind!, $endsAt!)`;
const exclusionRefusal = sql<IExclusionRefusalQuery>`SELECT protections_exclusion_refusal($userId!, now()) AS refusal`;
const depositRefusal = sql<IDepositRefusalQuery>`SELECT protections_deposit_refusal($userId!, $amount!, now()) AS refusal`;
const sessionCheck = sql<ISessionCheckQuery>`
  SELECT s.created_at, r.acknowledged_at FROM sessions s LEFT JOIN reality_checks r ON r.session_id = s.id
   WHERE s.id = $sessionId! AND s.user_id = $userId!`;
const sessionResults = sql<ISessionResultsQuery>`
  SELECT count(*)::int AS trades, coalesce(sum(amount), 0)::bigint AS stakes,
         coalesce(sum(payout - amount) FILTER (WHERE payout IS NOT NULL), 0)::bigint AS result
    FROM trades WHERE user_id = $userId! AND mode = 'real' AND opened_at >= $since!`;
const acknowledgeRealityCheck = sql<IAcknowledgeRealityCheckQuery>`
  INSERT INTO reality_checks (session_id, acknowledged_at) VALUES ($sessionId!, now())
  ON CONFLICT (session_id) DO UPDATE SET acknowledged_at = excluded.acknowledged_at`;

export type KeptLimit = LimitState & { name: LimitName };

/** The protections' tables (account_limits, account_exclusions, reality_checks) and their SQL rules (sql/protections.sql). */
@Injectable()
export class ProtectionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** The client's limits as kept (a waiting change not yet folded in); locked until `m` ends when asked. */
  async limitsOf(userId: string, m: Runner = this.ds, lock = false): Promise<KeptLimit[]> {
    const found = await rows(lock ? lockLimitsOf : limitsOf, { userId }, m);
    return found.map((r) => ({
      name: r.name as LimitName,
      value: r.value === null ? null : Number(r.value),
      pendingValue: r.pending_value === null ? null : Number(r.pending_value),
      pendingFrom: r.pending_from,
    }));
  }

  async setLimit(m: EntityManager, userId: string, name: LimitName, state: LimitState): Promise<void> {
    if (state.value === null && state.pendingFrom === null) await execute(deleteLimit, { userId, name }, m);
    else await execute(setLimit, { userId, name, value: state.value, pendingValue: state.pendingValue, pendingFrom: state.pendingFrom }, m);
  }

  /** What the money limits count, day by day from today (cents), and the open real positions. */
  async usage(userId: string): Promise<{ deposits: number[]; turnover: number[]; loss: number[]; openPositions: number }> {
    const [u] = await rows(usage, { userId }, this.ds);
    const cents = (a: string[] | null) => (a ?? []).map(Number);
    return { deposits: cents(u.deposits), turnover: cents(u.turnover), loss: cents(u.loss), openPositions: u.open_positions ?? 0 };
  }

  async exclusionInForce(userId: string): Promise<{ kind: ExclusionKind; startedAt: Date; endsAt: Date } | null> {
    const [e] = await rows(exclusionInForce, { userId }, this.ds);
    return e ? { kind: e.kind as ExclusionKind, startedAt: e.starts_at, endsAt: e.ends_at } : null;
  }

  async addExclusion(userId: string, kind: ExclusionKind, endsAt: Date): Promise<void> {
    await execute(insertExclusion, { userId, kind, endsAt }, this.ds);
  }

  /** The time-out or self-exclusion in force as a refusal (protections_exclusion_refusal), or null. */
  async exclusionRefusal(userId: string, m: Runner = this.ds): Promise<unknown> {
    const [r] = await rows(exclusionRefusal, { userId }, m);
    return r?.refusal ?? null;
  }

  /** Why a deposit of `amount` cents may not be asked for (protections_deposit_refusal), holding the deposit limits until `m` ends. */
  async depositRefusal(m: EntityManager, userId: string, amount: number): Promise<unknown> {
    const [r] = await rows(depositRefusal, { userId, amount }, m);
    return r?.refusal ?? null;
  }

  /** When the client's session started and its reality check was last acknowledged; null for another user's or no session. */
  async sessionCheck(userId: string, sessionId: string): Promise<{ startedAt: Date; acknowledgedAt: Date | null } | null> {
    const [s] = await rows(sessionCheck, { userId, sessionId }, this.ds);
    return s ? { startedAt: s.created_at, acknowledgedAt: s.acknowledged_at } : null;
  }

  /** The client's real trades opened since `since`: how many, their stakes and the settled ones' result (cents). */
  async resultsSince(userId: string, since: Date): Promise<{ trades: number; stakes: number; result: number }> {
    const [r] = await rows(sessionResults, { userId, since }, this.ds);
    return { trades: r.trades ?? 0, stakes: Number(r.stakes ?? 0), result: Number(r.result ?? 0) };
  }

  async acknowledgeRealityCheck(sessionId: string): Promise<void> {
    await execute(acknowledgeRealityCheck, { sessionId }, this.ds);
  }
}
