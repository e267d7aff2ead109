import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { FUNDS_MESSAGES } from '../contracts/funds';
import { badRequest } from '../common/domain-error';
import { LedgerService } from '../ledger/ledger.service';
import { Balances } from '../ledger/ledger.types';

const overdraw = () => badRequest(FUNDS_MESSAGES.overdraw, { amount: FUNDS_MESSAGES.overdraw });

/**
 * The real-money transfers of deposits and withdrawals, each in the caller's transaction with a
 * unique reference (a second apply is refused by the ledger), through the ledger's door.
 */
@Injectable()
export class FundsLedger {
  constructor(private readonly ledger: LedgerService) {}

  /** external_deposits -> user (real): an approved deposit. */
  credit(m: EntityManager, userId: string, amount: number, depositId: string): Promise<Balances> {
    return this.ledger.toUser(m, userId, { from: 'external_deposits', amount, kind: 'deposit', reference: `deposit:${depositId}:credit` });
  }

  /**
   * user -> pending_withdrawals (real): holds a withdrawal at once. `open` writes the row whose id
   * names the hold; more than the balance is refused (400) and the transaction, row included, undone.
   */
  async hold<T extends { id: string }>(m: EntityManager, userId: string, amount: number, open: () => Promise<T>): Promise<{ row: T; balances: Balances }> {
    const row = await open();
    const balances = await this.ledger.fromUser(
      m,
      userId,
      { to: 'pending_withdrawals', amount, kind: 'withdrawal_hold', reference: `withdrawal:${row.id}:hold` },
      overdraw,
    );
    return { row, balances };
  }

  /** pending_withdrawals -> user (real): a rejected or cancelled withdrawal's hold returned. */
  refund(m: EntityManager, userId: string, amount: number, withdrawalId: string): Promise<Balances> {
    return this.ledger.toUser(m, userId, { from: 'pending_withdrawals', amount, kind: 'withdrawal_refund', reference: `withdrawal:${withdrawalId}:release` });
  }

  /** pending_withdrawals -> external_withdrawals (real): the money left us. */
  payOut(m: EntityManager, amount: number, withdrawalId: string): Promise<void> {
    return this.ledger.betweenSystem(m, {
      from: 'pending_withdrawals',
      to: 'external_withdrawals',
      amount,
      kind: 'withdrawal_payout',
      reference: `withdrawal:${withdrawalId}:release`,
    });
  }
}
