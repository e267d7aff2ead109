import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ADJUSTMENT_CHANGES, ADJUSTMENT_MESSAGES, type AdjustmentChange } from '../contracts/adjustments';
import { fromCents } from '../contracts/money';
import { badRequest } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { oneOf } from '../database/narrow-text';
import { TwoFactorRepository } from '../auth/two-factor.repository';
import { TwoFactorService } from '../auth/two-factor.service';
import { LedgerService } from '../ledger/ledger.service';
import type { Balances } from '../ledger/ledger.types';
import { versionedBalances } from '../ledger/versioned-balances';
import { adjustmentMail, twoFactorResetMail } from '../mail/mail.templates';
import { RealtimeService } from '../realtime/realtime.service';
import { DecisionAppliers } from '../review/decision-appliers';
import type { AppliedDecision, ItemApplier, LoadedItem, RecordedDecision } from '../review/item-applier';
import { AdjustmentsRepository } from './adjustments.repository';

/** What an applied decision changed, for the mail and the events after commit. */
interface AdjustmentChangeDone {
  change: AdjustmentChange;
  amountCents: number;
  reason: string;
  balances?: Balances;
}

/**
 * Staff decisions on adjustments, registered with the back office's DecisionAppliers: approval (by two
 * staff members other than the requester: `requesterId`) moves the money through the `adjustments`
 * system account, or removes the client's second factor; rejection changes nothing.
 */
@Injectable()
export class AdjustmentApplier implements ItemApplier, OnModuleInit {
  readonly kind = 'adjustment';
  readonly waitingState = 'Pending';

  constructor(
    private readonly adjustments: AdjustmentsRepository,
    private readonly ledger: LedgerService,
    private readonly twoFactorRows: TwoFactorRepository,
    private readonly twoFactor: TwoFactorService,
    private readonly realtime: RealtimeService,
    private readonly appliers: DecisionAppliers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.appliers.register(this);
  }

  async load(m: EntityManager, id: string): Promise<LoadedItem | null> {
    const row = await this.adjustments.lock(m, id);
    if (!row) return null;
    const amount = Number(row.amount);
    return { state: row.status, userId: row.user_id, requesterId: row.requested_by, amountCents: amount > 0 ? amount : undefined };
  }

  async apply(m: EntityManager, id: string, d: RecordedDecision): Promise<AppliedDecision | null> {
    if (d.action === 'reject') {
      const reason = d.reason?.trim();
      if (!reason) throw badRequest('Reason is required', { reason: 'is required' });
      const row = await this.adjustments.decide(m, id, 'Rejected', reason);
      return row && { from: 'Pending', to: 'Rejected', userId: row.user_id, reason };
    }
    const row = await this.adjustments.decide(m, id, 'Approved', d.reason?.trim() || null);
    if (!row) return null;
    const change = oneOf(ADJUSTMENT_CHANGES, row.change, 'adjustments.change');
    const amountCents = Number(row.amount);
    const done: AdjustmentChangeDone = { change, amountCents, reason: row.reason, balances: await this.move(m, row.user_id, change, amountCents, id) };
    return { from: 'Pending', to: 'Approved', userId: row.user_id, reason: null, detail: done };
  }

  /** The client hears of an applied change; a rejected request was never theirs to know of. */
  mail(a: AppliedDecision, client: { firstname: string }) {
    if (a.to !== 'Approved') return null;
    const done = a.detail as AdjustmentChangeDone;
    if (done.change === 'reset_2fa') return twoFactorResetMail(client.firstname, `${this.config.publicUrl}/user/security`);
    return adjustmentMail(client.firstname, done.change, fromCents(done.amountCents).toFixed(2), done.reason, `${this.config.publicUrl}/user/statement`);
  }

  announce(a: AppliedDecision): void {
    const done = a.detail as AdjustmentChangeDone | undefined;
    if (done?.balances) this.realtime.toUser(a.userId, 'balance:updated', versionedBalances(done.balances));
    if (done?.change === 'reset_2fa') this.twoFactor.forget(a.userId);
  }

  private async move(m: EntityManager, userId: string, change: AdjustmentChange, amount: number, id: string): Promise<Balances | undefined> {
    if (change === 'reset_2fa') {
      await this.twoFactorRows.remove(userId, m);
      return undefined;
    }
    if (change === 'credit')
      return this.ledger.toUser(m, userId, { from: 'adjustments', amount, kind: 'adjustment_credit', reference: `adjustment:${id}:credit` });
    const overdraw = () => badRequest(ADJUSTMENT_MESSAGES.overdraw, { amount: ADJUSTMENT_MESSAGES.overdraw });
    return this.ledger.fromUser(m, userId, { to: 'adjustments', amount, kind: 'adjustment_debit', reference: `adjustment:${id}:debit` }, overdraw);
  }
}
