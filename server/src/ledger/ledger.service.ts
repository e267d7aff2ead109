import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DEMO_STARTING_BALANCE, toCents } from '../contracts/money';
import { InsufficientFundsError } from './ledger.errors';
import { LedgerRepository } from './ledger.repository';
import { AccountKind, Balances, balancesAfter, LockedUserAccounts, Mode, NO_BALANCES, ownerKey, SettledStake } from './ledger.types';

/** The ledger's door: other modules move money only through these methods. */
@Injectable()
export class LedgerService {
  constructor(private readonly repo: LedgerRepository) {}

  /** Opens a new user's accounts and grants the demo balance from the demo house. */
  async openUserAccounts(m: EntityManager, userId: string): Promise<void> {
    await this.repo.createUserAccounts(m, userId);
    const house = await this.repo.systemAccountId(m, 'house', 'demo');
    const { user } = await this.repo.lockUserAccounts(m, userId, 'demo');
    await this.repo.transfer(m, {
      debitAccountId: house,
      creditAccountId: user,
      amount: toCents(DEMO_STARTING_BALANCE),
      kind: 'demo_grant',
      reference: `user:${userId}:demo-grant`,
    });
  }

  /**
   * Sets the user's demo balance back to `target` cents: the difference moves house (demo) -> user, or
   * user -> house when the balance is above it, as `user:<id>:demo-reset:<version>` (the demo account's
   * version before the reset: every transfer moves it, so each reset has its own reference). Refused
   * with `busy()` while the demo escrow holds stakes (open demo trades); the accounts are locked first,
   * so a submit racing the reset either committed before (and is seen) or waits and opens after it.
   */
  async resetDemo(m: EntityManager, userId: string, target: number, busy: () => Error): Promise<Balances> {
    const accounts = await this.repo.lockUserAccounts(m, userId, 'demo');
    if ((await this.repo.balanceOf(m, accounts.escrow)) > 0) throw busy();
    const other = { balance: accounts.otherModeBalance, version: accounts.otherModeVersion };
    const difference = target - accounts.balance;
    if (difference === 0) return balancesAfter('demo', accounts, other);
    const house = await this.repo.systemAccountId(m, 'house', 'demo');
    const moved = await this.repo.transfer(m, {
      debitAccountId: difference > 0 ? house : accounts.user,
      creditAccountId: difference > 0 ? accounts.user : house,
      amount: Math.abs(difference),
      kind: 'demo_reset',
      reference: `user:${userId}:demo-reset:${accounts.version}`,
    });
    return afterTransfer('demo', accounts, moved);
  }

  /**
   * The user's real account -> a system account (a purchase, a hold): locks the user's accounts first
   * (the order every writer keeps) and refuses more than the balance with `short`. The balances after it.
   */
  async fromUser(m: EntityManager, userId: string, t: RealTransfer & { to: SystemAccountKind }, short: () => Error): Promise<Balances> {
    const accounts = await this.repo.lockUserAccounts(m, userId, 'real');
    if (accounts.balance < t.amount) throw short();
    const to = await this.repo.systemAccountId(m, t.to, 'real');
    try {
      const moved = await this.repo.transfer(m, { debitAccountId: accounts.user, creditAccountId: to, amount: t.amount, kind: t.kind, reference: t.reference });
      return afterTransfer('real', accounts, moved);
    } catch (err) {
      throw err instanceof InsufficientFundsError ? short() : err;
    }
  }

  /** A system account -> the user's real account (a credit, a refund); the balances after it. */
  async toUser(m: EntityManager, userId: string, t: RealTransfer & { from: SystemAccountKind }): Promise<Balances> {
    const accounts = await this.repo.lockUserAccounts(m, userId, 'real');
    const from = await this.repo.systemAccountId(m, t.from, 'real');
    const moved = await this.repo.transfer(m, { debitAccountId: from, creditAccountId: accounts.user, amount: t.amount, kind: t.kind, reference: t.reference });
    return afterTransfer('real', accounts, moved);
  }

  /** One real system account -> another (a hold charged, a payout). */
  async betweenSystem(m: EntityManager, t: RealTransfer & { from: SystemAccountKind; to: SystemAccountKind }): Promise<void> {
    const from = await this.repo.systemAccountId(m, t.from, 'real');
    const to = await this.repo.systemAccountId(m, t.to, 'real');
    await this.repo.transfer(m, { debitAccountId: from, creditAccountId: to, amount: t.amount, kind: t.kind, reference: t.reference });
  }

  async balances(userId: string, m?: EntityManager): Promise<Balances> {
    return (await this.repo.balancesOf([userId], m)).get(userId) ?? { ...NO_BALANCES };
  }

  balancesOf(userIds: string[], m?: EntityManager): Promise<Map<string, Balances>> {
    return this.repo.balancesOf(userIds, m);
  }

  /**
   * Releases settled trades' stakes and pays their profits, all in one set of statements:
   * escrow -> user (won, draw) or escrow -> house (lost), and house -> user for a win's profit.
   * The houses (whose locks every settlement needs) are moved last, so they are held the shortest time.
   */
  async settleTrades(m: EntityManager, trades: SettledStake[]): Promise<void> {
    if (!trades.length) return;
    const owners = new Map(trades.map((t) => [ownerKey(t.userId, t.mode), { userId: t.userId, mode: t.mode }]));
    const accounts = await this.repo.lockSettlementAccountsOf(m, [...owners.values()]);
    await this.repo.settleStakes(m, trades, accounts);
  }
}

/** The balances once a transfer moved the locked user account of `mode` (as the transfer answers it); the other mode as read. */
function afterTransfer(mode: Mode, accounts: LockedUserAccounts, moved: Map<string, { balance: number; version: number }>): Balances {
  const own = moved.get(accounts.user);
  if (!own) throw new Error(`The transfer did not move account ${accounts.user}`);
  return balancesAfter(mode, own, { balance: accounts.otherModeBalance, version: accounts.otherModeVersion });
}

/** A transfer of real money: cents, its kind and its unique reference. */
export interface RealTransfer {
  amount: number;
  kind: string;
  reference: string;
}

export type SystemAccountKind = Exclude<AccountKind, 'user' | 'escrow'>;
