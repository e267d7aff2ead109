import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import { isCheckViolation, isUniqueViolation } from '../database/pg-errors';
import { narrowRows } from '../database/narrow-text';
import { execute, firstRow, rows } from '../database/typed-query';
import { DuplicateTransferError, InsufficientFundsError } from './ledger.errors';
import type {
  IAccountBalanceQuery,
  IApplyTransferQuery,
  IBalancesOfQuery,
  ICreateUserAccountsQuery,
  ILockSettlementAccountsQuery,
  ILockUserAccountsQuery,
  ISettleStakesQuery,
  ISystemAccountQuery,
} from './ledger.repository.sql-types';
import {
  AccountKind,
  Balances,
  LockedUserAccounts,
  Mode,
  NO_BALANCES,
  ownerKey,
  SettlementAccounts,
  SettledStake,
  TransferRequest,
  VERSION_OF,
} from './ledger.types';

const NON_NEGATIVE_CONSTRAINT = 'ledger_accounts_non_negative';
const UNIQUE_REFERENCE_CONSTRAINT = 'ledger_transfers_reference_key';

// The ledger's rules that PostgreSQL runs are its functions (./sql/): the lock order
// (ledger_lock_user_accounts) and the transfer (ledger_apply_transfers), which trading_open_trades calls too.
const createUserAccounts = sql<ICreateUserAccountsQuery>`
  INSERT INTO ledger_accounts (owner_id, kind, mode)
  SELECT $userId!, k, md FROM unnest(ARRAY['user','escrow']) k, unnest(ARRAY['real','demo']) md`;
const systemAccount = sql<ISystemAccountQuery>`SELECT id FROM ledger_accounts WHERE owner_id IS NULL AND kind = $kind! AND mode = $mode!`;
const lockUserAccounts = sql<ILockUserAccountsQuery>`
  SELECT owner_id AS "owner_id!", mode AS "mode!", user_account, escrow_account, balance AS "balance!", version AS "version!",
         other_balance AS "other_balance!", other_version AS "other_version!"
    FROM ledger_lock_user_accounts($owners!::uuid[], $modes!::text[])`;
// The user and escrow accounts, locked in id order as ledger_lock_user_accounts does, without reading the
// other mode's balance (a settlement locks thousands); the houses are not locked here: ledger_apply_transfers moves them last.
const lockSettlementAccounts = sql<ILockSettlementAccountsQuery>`
  WITH locked AS (
    SELECT a.id, a.owner_id, a.kind, a.mode FROM ledger_accounts a
      JOIN unnest($owners!::uuid[], $modes!::text[]) AS o(owner_id, mode) ON o.owner_id = a.owner_id AND o.mode = a.mode
     WHERE a.kind IN ('user','escrow') ORDER BY a.id FOR UPDATE OF a)
  SELECT l.owner_id AS "owner_id!", l.mode, min(l.id) FILTER (WHERE l.kind = 'user') AS "user_account!", min(l.id) FILTER (WHERE l.kind = 'escrow') AS "escrow_account!",
         (SELECT h.id FROM ledger_accounts h WHERE h.owner_id IS NULL AND h.kind = 'house' AND h.mode = l.mode) AS "house!"
    FROM locked l GROUP BY l.owner_id, l.mode
  HAVING count(*) FILTER (WHERE l.kind = 'user') > 0 AND count(*) FILTER (WHERE l.kind = 'escrow') > 0`;
const applyTransfer = sql<IApplyTransferQuery>`
  SELECT account_id AS "account_id!", balance AS "balance!", version AS "version!"
    FROM ledger_apply_transfers(ARRAY[$debit!]::bigint[], ARRAY[$credit!]::bigint[], ARRAY[$amount!]::bigint[], ARRAY[$kind!]::text[], ARRAY[$reference!]::text[])`;
// Each trade's stake leaves escrow for its owner (anything returned: trade_release) or the house
// (trade_loss), as trade:<id>:release; what it returns above the stake goes house -> owner as
// trade:<id>:profit, and what an early close returns below it goes back owner -> house as trade:<id>:close.
const settleStakes = sql<ISettleStakesQuery>`
  WITH l AS (
    SELECT l.* FROM unnest($tradeIds!::bigint[], $escrows!::bigint[], $owners!::bigint[], $houses!::bigint[], $stakes!::bigint[],
                           $returned!::bigint[]) AS s(trade_id, escrow, owner, house, stake, returned)
      CROSS JOIN LATERAL (VALUES
        (s.escrow, CASE WHEN s.returned > 0 THEN s.owner ELSE s.house END, s.stake,
         CASE WHEN s.returned > 0 THEN 'trade_release' ELSE 'trade_loss' END, 'trade:' || s.trade_id || ':release'),
        (s.house, s.owner, s.returned - s.stake, 'trade_profit', 'trade:' || s.trade_id || ':profit'),
        (s.owner, s.house, CASE WHEN s.returned > 0 THEN s.stake - s.returned ELSE 0 END, 'trade_close', 'trade:' || s.trade_id || ':close')
      ) AS l(debit, credit, amount, kind, reference)
     WHERE l.amount > 0),
  t AS (
    SELECT array_agg(debit) AS debit, array_agg(credit) AS credit, array_agg(amount) AS amount, array_agg(kind) AS kind,
           array_agg(reference) AS reference FROM l)
  SELECT count(*)::int AS "accounts!" FROM t, ledger_apply_transfers(t.debit, t.credit, t.amount, t.kind, t.reference, $last!::bigint[])`;
const accountBalance = sql<IAccountBalanceQuery>`SELECT balance FROM ledger_accounts WHERE id = $id!`;
const balancesOf = sql<IBalancesOfQuery>`
  SELECT owner_id AS "owner_id!", mode, balance, version FROM ledger_accounts WHERE owner_id = ANY($userIds!::uuid[]) AND kind = 'user'`;

/** SQL of the double-entry ledger. Every method takes the caller's transaction manager. */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async createUserAccounts(m: EntityManager, userId: string): Promise<void> {
    await execute(createUserAccounts, { userId }, m);
  }

  async systemAccountId(m: EntityManager, kind: AccountKind, mode: Mode): Promise<string> {
    const row = await firstRow(systemAccount, { kind, mode }, m);
    if (!row) throw new Error(`System account ${kind}/${mode} is missing: run the migrations`);
    return row.id;
  }

  /** Locks the user's and escrow accounts of one mode (see lockUserAccountsOf). */
  async lockUserAccounts(m: EntityManager, userId: string, mode: Mode): Promise<LockedUserAccounts> {
    const [locked] = (await this.lockUserAccountsOf(m, [{ userId, mode }])).values();
    return locked;
  }

  /**
   * Locks the user's and escrow accounts of each (user, mode) pair, all in id order (the order every
   * writer uses), and reads each user's balance in the other mode without locking it. Keyed by ownerKey.
   */
  async lockUserAccountsOf(m: EntityManager, owners: { userId: string; mode: Mode }[]): Promise<Map<string, LockedUserAccounts>> {
    const locked = await rows(lockUserAccounts, { owners: owners.map((o) => o.userId), modes: owners.map((o) => o.mode) }, m);
    const byOwner = new Map(locked.map((r) => [ownerKey(r.owner_id, r.mode as Mode), r]));
    const accounts = new Map<string, LockedUserAccounts>();
    for (const { userId, mode } of owners) {
      const key = ownerKey(userId, mode);
      const r = byOwner.get(key);
      if (!r?.user_account || !r.escrow_account) throw new Error(`Accounts of user ${userId} (${mode}) are missing`);
      accounts.set(key, {
        user: r.user_account,
        escrow: r.escrow_account,
        balance: Number(r.balance),
        version: Number(r.version),
        otherModeBalance: Number(r.other_balance),
        otherModeVersion: Number(r.other_version),
      });
    }
    return accounts;
  }

  /**
   * Locks the user and escrow accounts of these (user, mode) pairs in id order, and returns, keyed by
   * ownerKey, the accounts a settlement moves: theirs and their mode's house (locked later by the balance
   * update, always last).
   */
  async lockSettlementAccountsOf(m: EntityManager, owners: { userId: string; mode: Mode }[]): Promise<Map<string, SettlementAccounts>> {
    const locked = await rows(lockSettlementAccounts, { owners: owners.map((o) => o.userId), modes: owners.map((o) => o.mode) }, m);
    return new Map(locked.map((r) => [ownerKey(r.owner_id, r.mode as Mode), { user: r.user_account, escrow: r.escrow_account, house: r.house }]));
  }

  /**
   * Writes one transfer and moves the cached balances of its two accounts in the same statement;
   * answers each account's balance (cents) and version after it, by account id. Refuses to take a user
   * account below zero and to apply a reference twice.
   */
  async transfer(m: EntityManager, t: TransferRequest): Promise<Map<string, { balance: number; version: number }>> {
    try {
      const moved = await rows(
        applyTransfer,
        { debit: t.debitAccountId, credit: t.creditAccountId, amount: t.amount, kind: t.kind, reference: t.reference },
        m,
      );
      return new Map(moved.map((r) => [r.account_id, { balance: Number(r.balance), version: Number(r.version) }]));
    } catch (err) {
      throw translateLedgerError(err);
    }
  }

  /**
   * Releases the stakes of settled and closed trades and pays what they return (accounts locked, houses
   * moved last): each trade's stake leaves escrow for its owner (anything returned: `trade_release`) or
   * the house (`trade_loss`), as `trade:<id>:release`; what it returns above the stake goes house -> owner
   * as `trade:<id>:profit`; what an early close returns below the stake (but above 0) is the rest going
   * owner -> house as `trade:<id>:close`.
   * The transfers are made in SQL from one row per trade: thousands of trades are one small request.
   */
  async settleStakes(m: EntityManager, trades: SettledStake[], accounts: Map<string, SettlementAccounts>): Promise<void> {
    if (!trades.length) return;
    // Column by column, straight from the trades: no object per trade (settlements pass thousands).
    const [tradeIds, escrows, owners, houses]: string[][] = [[], [], [], []];
    const [stakes, returned]: number[][] = [[], []];
    for (const t of trades) {
      const of = accounts.get(ownerKey(t.userId, t.mode));
      if (!of) throw new Error(`Accounts of user ${t.userId} (${t.mode}) are missing`);
      tradeIds.push(t.tradeId);
      escrows.push(of.escrow);
      owners.push(of.user);
      houses.push(of.house);
      stakes.push(t.stake);
      returned.push(t.returned);
    }
    try {
      await execute(settleStakes, { tradeIds, escrows, owners, houses, stakes, returned, last: [...new Set(houses)] }, m);
    } catch (err) {
      throw translateLedgerError(err);
    }
  }

  /** One account's balance in cents (lock it first for a reading that holds until commit). */
  async balanceOf(m: EntityManager, accountId: string): Promise<number> {
    const row = await firstRow(accountBalance, { id: accountId }, m);
    if (!row) throw new Error(`Account ${accountId} is missing`);
    return Number(row.balance);
  }

  async balancesOf(userIds: string[], m: EntityManager = this.ds.manager): Promise<Map<string, Balances>> {
    const found = narrowRows<{ owner_id: string; mode: Mode; balance: string; version: string }>(await rows(balancesOf, { userIds }, m));
    const out = new Map<string, Balances>();
    for (const r of found) {
      const b = out.get(r.owner_id) ?? { ...NO_BALANCES };
      b[r.mode] = Number(r.balance);
      b[VERSION_OF[r.mode]] = Number(r.version);
      out.set(r.owner_id, b);
    }
    return out;
  }
}

function translateLedgerError(err: unknown): unknown {
  if (isCheckViolation(err, NON_NEGATIVE_CONSTRAINT)) return new InsufficientFundsError();
  if (isUniqueViolation(err, UNIQUE_REFERENCE_CONSTRAINT)) return new DuplicateTransferError('Transfer already applied');
  return err;
}
