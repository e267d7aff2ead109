import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { FUNDS_MESSAGES } from '../contracts/funds';
import { badRequest } from '../common/domain-error';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { LedgerRepository } from '../ledger/ledger.repository';
import { AccountKind, Balances } from '../ledger/ledger.types';

const overdraw = () => badRequest(FUNDS_MESSAGES.overdraw, { amount: FUNDS_MESSAGES.overdraw });

/**
 * The real-money transfers of deposits and withdrawals, each in the caller's transaction with a
 * unique reference (a second apply is refused by the ledger). The user's accounts are locked
 * first, then the system account is touched by the transfer: the order every ledger writer keeps.
 */
@Injectable()
export class FundsLedger {
  constructor(private readonly ledger: LedgerRepository) {}

  /** external_deposits -> user (real): an approved deposit. */
  credit(m: EntityManager, userId: string, amount: number, depositId: string): Promise<Balances> {
    return this.toUser(m, userId, amount, { from: 'external_deposits', kind: 'deposit', reference: `deposit:${depositId}:credit` });
  }

  /**
   * user -> pending_withdrawals (real): holds a withdrawal at once. Refuses more than the balance
   * (400) before `open` writes the row whose id names the hold.
   */
  async hold<T extends { id: string }>(m: EntityManager, userId: string, amount: number, open: () => Promise<T>): Promise<{ row: T; balances: Balances }> {
    const accounts = await this.ledger.lockUserAccounts(m, userId, 'real');
    if (accounts.balance < amount) throw overdraw();
    const row = await open();
    const pending = await this.ledger.systemAccountId(m, 'pending_withdrawals', 'real');
    try {
      await this.ledger.transfer(m, {
        debitAccountId: accounts.user,
        creditAccountId: pending,
        amount,
        kind: 'withdrawal_hold',
        reference: `withdrawal:${row.id}:hold`,
      });
    } catch (err) {
      throw err instanceof InsufficientFundsError ? overdraw() : err;
    }
    return { row, balances: { real: accounts.balance - amount, demo: accounts.otherModeBalance } };
  }

  /** pending_withdrawals -> user (real): a rejected or cancelled withdrawal's hold returned. */
  refund(m: EntityManager, userId: string, amount: number, withdrawalId: string): Promise<Balances> {
    return this.toUser(m, userId, amount, { from: 'pending_withdrawals', kind: 'withdrawal_refund', reference: `withdrawal:${withdrawalId}:release` });
  }

  /** pending_withdrawals -> external_withdrawals (real): the money left us. */
  async payOut(m: EntityManager, amount: number, withdrawalId: string): Promise<void> {
    const pending = await this.ledger.systemAccountId(m, 'pending_withdrawals', 'real');
    const external = await this.ledger.systemAccountId(m, 'external_withdrawals', 'real');
    await this.ledger.transfer(m, {
      debitAccountId: pending,
      creditAccountId: external,
      amount,
      kind: 'withdrawal_payout',
      reference: `withdrawal:${withdrawalId}:release`,
    });
  }

  /** A system account -> the user's real account; the balances after it. */
  private async toUser(m: EntityManager, userId: string, amount: number, t: { from: AccountKind; kind: string; reference: string }): Promise<Balances> {
    const accounts = await this.ledger.lockUserAccounts(m, userId, 'real');
    const from = await this.ledger.systemAccountId(m, t.from, 'real');
    await this.ledger.transfer(m, { debitAccountId: from, creditAccountId: accounts.user, amount, kind: t.kind, reference: t.reference });
    return { real: accounts.balance + amount, demo: accounts.otherModeBalance };
  }
}
