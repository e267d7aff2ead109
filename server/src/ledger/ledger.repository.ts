import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isCheckViolation, isUniqueViolation } from '../database/pg-errors';
import { DuplicateTransferError, InsufficientFundsError } from './ledger.errors';
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

/** SQL of the double-entry ledger. Every method takes the caller's transaction manager. */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async createUserAccounts(m: EntityManager, userId: string): Promise<void> {
    await m.query(
      `INSERT INTO ledger_accounts (owner_id, kind, mode)
       SELECT $1, k, md FROM unnest(ARRAY['user','escrow']) k, unnest(ARRAY['real','demo']) md`,
      [userId],
    );
  }

  async systemAccountId(m: EntityManager, kind: AccountKind, mode: Mode): Promise<string> {
    const rows: { id: string }[] = await m.query(`SELECT id FROM ledger_accounts WHERE owner_id IS NULL AND kind = $1 AND mode = $2`, [kind, mode]);
    if (!rows.length) throw new Error(`System account ${kind}/${mode} is missing: run the migrations`);
    return rows[0].id;
  }

  /** Locks the user's and escrow accounts of one mode (see lockUserAccountsOf). */
  async lockUserAccounts(m: EntityManager, userId: string, mode: Mode): Promise<LockedUserAccounts> {
    return (await this.lockUserAccountsOf(m, [{ userId, mode }])).get(ownerKey(userId, mode))!;
  }

  /**
   * Locks the user's and escrow accounts of each (user, mode) pair, all in id order (the order every
   * writer uses), and reads each user's balance in the other mode without locking it. Keyed by ownerKey.
   * The SQL is ledger_lock_user_accounts, which opening trades calls too.
   */
  async lockUserAccountsOf(m: EntityManager, owners: { userId: string; mode: Mode }[]): Promise<Map<string, LockedUserAccounts>> {
    const rows: {
      owner_id: string;
      mode: Mode;
      user_account: string;
      escrow_account: string;
      balance: string;
      version: string;
      other_balance: string;
      other_version: string;
    }[] = await m.query(`SELECT * FROM ledger_lock_user_accounts($1::uuid[], $2::text[])`, [owners.map((o) => o.userId), owners.map((o) => o.mode)]);
    const byOwner = new Map(rows.map((r) => [ownerKey(r.owner_id, r.mode), r]));
    const locked = new Map<string, LockedUserAccounts>();
    for (const { userId, mode } of owners) {
      const key = ownerKey(userId, mode);
      const r = byOwner.get(key);
      if (!r?.user_account || !r.escrow_account) throw new Error(`Accounts of user ${userId} (${mode}) are missing`);
      locked.set(key, {
        user: r.user_account,
        escrow: r.escrow_account,
        balance: Number(r.balance),
        version: Number(r.version),
        otherModeBalance: Number(r.other_balance),
        otherModeVersion: Number(r.other_version),
      });
    }
    return locked;
  }

  /**
   * Locks the user and escrow accounts of these (user, mode) pairs in id order, and returns, keyed by
   * ownerKey, the accounts a settlement moves: theirs and their mode's house (locked later by the balance
   * update, always last).
   */
  async lockSettlementAccountsOf(m: EntityManager, owners: { userId: string; mode: Mode }[]): Promise<Map<string, SettlementAccounts>> {
    const rows: { owner_id: string; mode: Mode; user_id: string; escrow_id: string; house_id: string }[] = await m.query(
      `WITH locked AS (
         SELECT a.id, a.owner_id, a.kind, a.mode FROM ledger_accounts a
           JOIN unnest($1::uuid[], $2::text[]) AS o(owner_id, mode) ON o.owner_id = a.owner_id AND o.mode = a.mode
          WHERE a.kind IN ('user','escrow') ORDER BY a.id FOR UPDATE OF a)
       SELECT l.owner_id, l.mode, min(l.id) FILTER (WHERE l.kind = 'user') AS user_id, min(l.id) FILTER (WHERE l.kind = 'escrow') AS escrow_id,
              (SELECT h.id FROM ledger_accounts h WHERE h.owner_id IS NULL AND h.kind = 'house' AND h.mode = l.mode) AS house_id
         FROM locked l GROUP BY l.owner_id, l.mode`,
      [owners.map((o) => o.userId), owners.map((o) => o.mode)],
    );
    return new Map(
      rows.filter((r) => r.user_id && r.escrow_id).map((r) => [ownerKey(r.owner_id, r.mode), { user: r.user_id, escrow: r.escrow_id, house: r.house_id }]),
    );
  }

  /**
   * Writes one transfer and moves the cached balances of its two accounts in the same statement.
   * Refuses to take a user account below zero and to apply a reference twice.
   */
  async transfer(m: EntityManager, t: TransferRequest): Promise<void> {
    try {
      await m.query(`SELECT ledger_apply_transfers(ARRAY[$1]::bigint[], ARRAY[$2]::bigint[], ARRAY[$3]::bigint[], ARRAY[$4]::text[], ARRAY[$5]::text[])`, [
        t.debitAccountId,
        t.creditAccountId,
        t.amount,
        t.kind,
        t.reference,
      ]);
    } catch (err) {
      throw translateLedgerError(err);
    }
  }

  /**
   * Releases the stakes of settled trades and pays their profits (accounts locked, houses moved last):
   * each trade's stake leaves escrow for its owner (anything returned: `trade_release`) or the house
   * (`trade_loss`), as `trade:<id>:release`; a win's profit goes house -> owner as `trade:<id>:profit`.
   * The transfers are made in SQL from one row per trade: thousands of trades are one small request.
   */
  async settleStakes(m: EntityManager, trades: SettledStake[], accounts: Map<string, SettlementAccounts>): Promise<void> {
    if (!trades.length) return;
    // Column by column, straight from the trades: no object per trade (settlements pass thousands).
    const columns: (string | number)[][] = [[], [], [], [], [], []];
    const [tradeIds, escrows, owners, houses, stakes, returned] = columns;
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
    await this.applyTransfers(
      m,
      `SELECT l.* FROM unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[])
              AS s(trade_id, escrow, owner, house, stake, returned)
         CROSS JOIN LATERAL (VALUES
           (s.escrow, CASE WHEN s.returned > 0 THEN s.owner ELSE s.house END, s.stake,
            CASE WHEN s.returned > 0 THEN 'trade_release' ELSE 'trade_loss' END, 'trade:' || s.trade_id || ':release'),
           (s.house, s.owner, s.returned - s.stake, 'trade_profit', 'trade:' || s.trade_id || ':profit')
         ) AS l(debit, credit, amount, kind, reference)
        WHERE l.amount > 0`,
      [...new Set(houses as string[])],
      columns,
    );
  }

  /**
   * Inserts the transfers `source` selects (debit, credit, amount, kind, reference; its parameters from
   * $2) and moves the balances of the accounts they touch by their net amounts, one update per account.
   * The accounts in `last` ($1: the houses, hot rows every settlement moves) are left out of that
   * update and moved by a second statement right after it, in id order, so their row locks are taken
   * as late as possible and held only until the caller commits: parallel settlement batches wait on
   * each other only that long. Lock order stays user/escrow (id order) before those.
   */
  private async applyTransfers(m: EntityManager, source: string, last: string[], params: unknown[]): Promise<void> {
    try {
      const lastMoves: { id: string; delta: string }[] = await m.query(
        `WITH t AS (
           INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference)
           ${source}
           RETURNING debit_account_id, credit_account_id, amount),
         d AS (
           SELECT account_id, sum(delta) AS delta FROM (
             SELECT debit_account_id AS account_id, -amount AS delta FROM t
             UNION ALL SELECT credit_account_id, amount FROM t) x
           GROUP BY account_id),
         moved AS (
           UPDATE ledger_accounts a SET balance = a.balance + d.delta, version = a.version + 1
             FROM d WHERE a.id = d.account_id AND a.id <> ALL($1::bigint[]))
         SELECT account_id AS id, delta FROM d WHERE account_id = ANY($1::bigint[]) AND delta <> 0 ORDER BY account_id`,
        [last, ...params],
      );
      if (!lastMoves.length) return;
      await m.query(
        `UPDATE ledger_accounts a SET balance = a.balance + d.delta, version = a.version + 1
           FROM unnest($1::bigint[], $2::bigint[]) AS d(id, delta) WHERE a.id = d.id`,
        [lastMoves.map((r) => r.id), lastMoves.map((r) => r.delta)],
      );
    } catch (err) {
      throw translateLedgerError(err);
    }
  }

  async balancesOf(userIds: string[], m: EntityManager = this.ds.manager): Promise<Map<string, Balances>> {
    const rows: { owner_id: string; mode: Mode; balance: string; version: string }[] = await m.query(
      `SELECT owner_id, mode, balance, version FROM ledger_accounts WHERE owner_id = ANY($1::uuid[]) AND kind = 'user'`,
      [userIds],
    );
    const out = new Map<string, Balances>();
    for (const r of rows) {
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
