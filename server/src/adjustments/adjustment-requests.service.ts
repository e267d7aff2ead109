import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ADJUSTMENT_MESSAGES, type AdjustmentChange, type AdjustmentForStaff } from '../contracts/adjustments';
import { toCents } from '../contracts/money';
import { badRequest, conflict, forbidden, notFound } from '../common/domain-error';
import { isUniqueViolation } from '../database/pg-errors';
import { AuditLog } from '../audit/audit-log.repository';
import { TwoFactorService } from '../auth/two-factor.service';
import { LedgerService } from '../ledger/ledger.service';
import { RealtimeService } from '../realtime/realtime.service';
import { UsersService } from '../users/users.service';
import { AdjustmentsRepository } from './adjustments.repository';
import { toAdjustmentForReview } from './adjustments.mapper';

/** Who asks, and from where (for the audit log). */
export interface Requester {
  staffId: string;
  ip: string | null;
}

/** The audit log's action of each request. */
const REQUEST_ACTION: Record<AdjustmentChange, string> = {
  credit: 'request credit',
  debit: 'request debit',
  reset_2fa: 'request 2fa reset',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff ask for a change to a client's account: a balance adjustment or a second-factor reset. Each
 * becomes a Pending item of the adjustments queue; nothing moves until two other staff approve it.
 */
@Injectable()
export class AdjustmentRequestsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly adjustments: AdjustmentsRepository,
    private readonly users: UsersService,
    private readonly ledger: LedgerService,
    private readonly twoFactor: TwoFactorService,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditLog,
  ) {}

  async adjustBalance(clientId: string, a: { direction: 'credit' | 'debit'; amount: number; reason: string }, by: Requester) {
    await this.assertClient(clientId, by);
    const cents = toCents(a.amount);
    // Checked again when applied, where the ledger refuses an overdraft: the balance may fall meanwhile.
    if (a.direction === 'debit' && (await this.ledger.balances(clientId)).real < cents)
      throw badRequest(ADJUSTMENT_MESSAGES.overdraw, { amount: ADJUSTMENT_MESSAGES.overdraw });
    return this.open(clientId, a.direction, cents, a.reason, by);
  }

  async resetTwoFactor(clientId: string, reason: string, by: Requester) {
    await this.assertClient(clientId, by);
    if (!(await this.twoFactor.isEnabled(clientId))) throw conflict(ADJUSTMENT_MESSAGES.noSecondFactor);
    return this.open(clientId, 'reset_2fa', 0, reason, by);
  }

  private async open(clientId: string, change: AdjustmentChange, amount: number, reason: string, by: Requester): Promise<Omit<AdjustmentForStaff, 'client'>> {
    let id: string;
    try {
      id = await this.ds.transaction(async (m) => {
        const opened = await this.adjustments.insert(m, { userId: clientId, change, amount, reason, requestedBy: by.staffId });
        const audit = { actorId: by.staffId, action: REQUEST_ACTION[change], itemKind: 'adjustment' as const, itemId: opened, clientId };
        await this.audit.write(m, { ...audit, from: null, to: 'Pending', reason, ip: by.ip });
        return opened;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'adjustments_one_open_reset')) throw conflict(ADJUSTMENT_MESSAGES.oneOpen);
      throw err;
    }
    this.realtime.toStaff('backoffice:item-updated', { kind: 'adjustment', id, state: 'Pending', decision_id: null });
    const row = await this.adjustments.findById(id);
    if (!row) throw new Error(`Adjustment ${id} vanished after it was written`);
    return toAdjustmentForReview(row);
  }

  /** A client account that is not the requester's own. */
  private async assertClient(clientId: string, by: Requester): Promise<void> {
    const [client] = UUID.test(clientId) ? await this.users.findByIds([clientId]) : [];
    if (!client) throw notFound(ADJUSTMENT_MESSAGES.clientNotFound);
    if (client.id === by.staffId) throw forbidden(ADJUSTMENT_MESSAGES.ownAccount);
    if (client.roles.some((r) => r !== 'client')) throw forbidden(ADJUSTMENT_MESSAGES.notClient);
  }
}
