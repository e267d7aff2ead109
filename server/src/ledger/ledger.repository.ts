import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isCheckViolation, isUniqueViolation } from '../database/pg-errors';
import { DuplicateTransferError, InsufficientFundsError } from './ledger.errors';
import { AccountDirectory, AccountKind, Balances, LockedUserAccounts, Mode, NO_BALANCES, ownerKey, TransferRequest, VERSION_OF } from './ledger.types';

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
   */
  async lockUserAccountsOf(m: EntityManager, owners: { userId: string; mode: Mode }[]): Promise<Map<string, LockedUserAccounts>> {
    const rows: {
      id: string;
      owner_id: string;
      mode: Mode;
      kind: AccountKind;
      balance: string;
      version: string;
      other_balance: string;
      other_version: string;
    }[] = await m.query(
      `SELECT a.id, a.owner_id, a.mode, a.kind, a.balance, a.version, o.balance AS other_balance, o.version AS other_version
           FROM ledger_accounts a
           JOIN unnest($1::uuid[], $2::text[]) AS w(owner_id, mode) ON w.owner_id = a.owner_id AND w.mode = a.mode
           JOIN ledger_accounts o ON o.owner_id = a.owner_id AND o.kind = 'user' AND o.mode <> a.mode
          WHERE a.kind IN ('user','escrow') ORDER BY a.id FOR UPDATE OF a`,
      [owners.map((o) => o.userId), owners.map((o) => o.mode)],
    );
    const byKind = new Map(rows.map((r) => [`${ownerKey(r.owner_id, r.mode)}:${r.kind}`, r]));
    const locked = new Map<string, LockedUserAccounts>();
    for (const { userId, mode } of owners) {
      const key = ownerKey(userId, mode);
      const user = byKind.get(`${key}:user`);
      const escrow = byKind.get(`${key}:escrow`);
      if (!user || !escrow) throw new Error(`Accounts of user ${userId} (${mode}) are missing`);
      locked.set(key, {
        user: user.id,
        escrow: escrow.id,
        balance: Number(user.balance),
        version: Number(user.version),
        otherModeBalance: Number(user.other_balance),
        otherModeVersion: Number(user.other_version),
      });
    }
    return locked;
  }

  /**
   * Locks the user and escrow accounts of these (user, mode) pairs in id order, and returns every
   * account id a settlement needs, the houses included (locked later by the balance update, always last).
   */
  async lockAccountsOf(m: EntityManager, owners: { userId: string; mode: Mode }[]): Promise<AccountDirectory> {
    const rows: { id: string; owner_id: string; kind: AccountKind; mode: Mode }[] = await m.query(
      `SELECT a.id, a.owner_id, a.kind, a.mode FROM ledger_accounts a
         JOIN unnest($1::uuid[], $2::text[]) AS o(owner_id, mode) ON o.owner_id = a.owner_id AND o.mode = a.mode
        WHERE a.kind IN ('user','escrow') ORDER BY a.id FOR UPDATE OF a`,
      [owners.map((o) => o.userId), owners.map((o) => o.mode)],
    );
    const houses: { id: string; mode: Mode }[] = await m.query(`SELECT id, mode FROM ledger_accounts WHERE owner_id IS NULL AND kind = 'house'`);
    const byKey = new Map(rows.map((r) => [`${r.owner_id}:${r.kind}:${r.mode}`, r.id]));
    const house = new Map(houses.map((h) => [h.mode, h.id]));
    return {
      of: (userId, kind, mode) => {
        const id = byKey.get(`${userId}:${kind}:${mode}`);
        if (!id) throw new Error(`No ${kind}/${mode} account for user ${userId}`);
        return id;
      },
      house: (mode) => house.get(mode)!,
    };
  }

  /**
   * Writes one transfer and moves the cached balances of its two accounts in the same statement.
   * Refuses to take a user account below zero and to apply a reference twice.
   */
  async transfer(m: EntityManager, t: TransferRequest): Promise<void> {
    try {
      await m.query(
        `WITH t AS (
           INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference)
           VALUES ($1, $2, $3, $4, $5) RETURNING debit_account_id, credit_account_id, amount)
         UPDATE ledger_accounts a
            SET balance = a.balance + CASE WHEN a.id = t.credit_account_id THEN t.amount ELSE -t.amount END, version = a.version + 1
           FROM t WHERE a.id IN (t.debit_account_id, t.credit_account_id)`,
        [t.debitAccountId, t.creditAccountId, t.amount, t.kind, t.reference],
      );
    } catch (err) {
      throw translateLedgerError(err);
    }
  }

  /**
   * Applies many transfers at once: one insert, one aggregated balance update (accounts must be locked).
   * The accounts in `last` (the houses: hot rows every settlement moves) are left out of that update and
   * moved by a second, one-row-per-account statement right after it, so their row locks are taken as late
   * as possible and held only until the caller commits: parallel settlement batches wait on each other
   * only that long. Lock order stays user/escrow (id order) before those.
   */
  async transferMany(m: EntityManager, transfers: TransferRequest[], options: { last?: string[] } = {}): Promise<void> {
    if (!transfers.length) return;
    const last = options.last ?? [];
    try {
      await m.query(
        `WITH t AS (
           INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference)
           SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[])
           RETURNING debit_account_id, credit_account_id, amount),
         d AS (
           SELECT account_id, sum(delta) AS delta FROM (
             SELECT debit_account_id AS account_id, -amount AS delta FROM t
             UNION ALL SELECT credit_account_id, amount FROM t) x
           WHERE account_id <> ALL($6::bigint[])
           GROUP BY account_id)
         UPDATE ledger_accounts a SET balance = a.balance + d.delta, version = a.version + 1 FROM d WHERE a.id = d.account_id`,
        [
          transfers.map((t) => t.debitAccountId),
          transfers.map((t) => t.creditAccountId),
          transfers.map((t) => t.amount),
          transfers.map((t) => t.kind),
          transfers.map((t) => t.reference),
          last,
        ],
      );
      if (!last.length) return;
      const deltas = netMovements(transfers, new Set(last));
      if (!deltas.size) return;
      const ids = [...deltas.keys()].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
      await m.query(
        `UPDATE ledger_accounts a SET balance = a.balance + d.delta, version = a.version + 1
           FROM unnest($1::bigint[], $2::bigint[]) AS d(id, delta) WHERE a.id = d.id`,
        [ids, ids.map((id) => String(deltas.get(id)))],
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

/** The net movement (credits minus debits, cents) of each of `of` over the transfers, for those they touch. */
export function netMovements(transfers: TransferRequest[], of: ReadonlySet<string>): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const t of transfers) {
    const amount = BigInt(t.amount);
    if (of.has(t.debitAccountId)) out.set(t.debitAccountId, (out.get(t.debitAccountId) ?? 0n) - amount);
    if (of.has(t.creditAccountId)) out.set(t.creditAccountId, (out.get(t.creditAccountId) ?? 0n) + amount);
  }
  return out;
}

function translateLedgerError(err: unknown): unknown {
  if (isCheckViolation(err, NON_NEGATIVE_CONSTRAINT)) return new InsufficientFundsError();
  if (isUniqueViolation(err, UNIQUE_REFERENCE_CONSTRAINT)) return new DuplicateTransferError('Transfer already applied');
  return err;
}
