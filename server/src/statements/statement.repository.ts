import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import type { AccountMode } from '../contracts/trade-rules';
import { rows } from '../database/typed-query';
import type { IStatementLinesQuery } from './statement.repository.sql-types';

// One statement, so one snapshot: the account's balance and its transfers are read at the same instant.
// An account's movements are found without an index every trade write would pay for (see the migration
// StatementIndexes1765300000100): the transfers of every kind but a trade's through the partial indexes on
// (account, id), a trade's through the user's trades and the unique reference of each of its transfers. Only
// the steps a trade in its status can have written are looked up (LedgerRepository.settleStakes writes them:
// an open trade has only its stake, a Lost, Draw or Void one no profit and no close); any other status is
// looked up in full.
// Transfer ids are the order the balance moved in (every writer locks the account before it writes), so the
// balance after a movement is today's balance less every movement after it: walked only from the page's
// oldest line on, and the page read back from the walked lines with its own filter (joining the two, the
// planner's nested loop over rows it cannot count is quadratic on a download's tens of thousands). Opening and closing are the balance less what moved since `from` and since `to`, whatever
// the kind filter. The page is the range's movements of the listed kinds (all when null), newest first,
// below the cursor's transfer; every row carries the summary, and one row with null line columns answers
// a range with no movement.
const statementLines = sql<IStatementLinesQuery>`
  WITH acc AS (
    SELECT id, balance FROM ledger_accounts WHERE owner_id = $userId! AND kind = 'user' AND mode = $mode!),
  moves AS MATERIALIZED (
    SELECT x.id, x.created_at, x.kind, x.reference, -x.amount AS amount
      FROM acc JOIN ledger_transfers x ON x.debit_account_id = acc.id AND x.kind NOT LIKE 'trade%'
    UNION ALL
    SELECT x.id, x.created_at, x.kind, x.reference, x.amount
      FROM acc JOIN ledger_transfers x ON x.credit_account_id = acc.id AND x.kind NOT LIKE 'trade%'
    UNION ALL
    SELECT x.id, x.created_at, x.kind, x.reference, CASE WHEN x.credit_account_id = acc.id THEN x.amount ELSE -x.amount END
      FROM acc JOIN ledger_transfers x ON acc.id IN (x.debit_account_id, x.credit_account_id)
     WHERE x.reference = ANY (ARRAY(
             SELECT 'trade:' || t.id || ':' || s.step FROM trades t
              CROSS JOIN LATERAL unnest(CASE
                WHEN t.status = 'Pending' THEN ARRAY['stake']
                WHEN t.status IN ('Lost', 'Draw', 'Void') THEN ARRAY['stake', 'release']
                WHEN t.status = 'Won' THEN ARRAY['stake', 'release', 'profit']
                ELSE ARRAY['stake', 'release', 'profit', 'close'] END) AS s(step)
              WHERE t.user_id = $userId! AND t.mode = $mode!))),
  summary AS (
    SELECT acc.balance - coalesce((SELECT sum(amount) FROM moves WHERE created_at >= $from!), 0) AS opening,
           acc.balance - coalesce((SELECT sum(amount) FROM moves WHERE created_at >= $to!), 0) AS closing
      FROM acc),
  oldest AS (
    SELECT min(id) AS id FROM (
      SELECT id FROM moves
       WHERE created_at >= $from! AND created_at < $to!
         AND ($kinds::text[] IS NULL OR kind = ANY($kinds::text[]))
         AND ($before::bigint IS NULL OR id < $before::bigint)
       ORDER BY id DESC LIMIT $limit::int) p),
  walked AS (
    SELECT m.*, acc.balance - coalesce(sum(m.amount) OVER (ORDER BY m.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance_after
      FROM moves m, acc WHERE m.id >= (SELECT id FROM oldest)),
  page AS (
    SELECT * FROM walked
     WHERE created_at >= $from! AND created_at < $to!
       AND ($kinds::text[] IS NULL OR kind = ANY($kinds::text[]))
       AND ($before::bigint IS NULL OR id < $before::bigint))
  SELECT s.opening AS "opening!", s.closing AS "closing!", p.id, p.created_at AS time, p.kind, p.reference, p.amount, p.balance_after AS balance
    FROM summary s LEFT JOIN page p ON true
   ORDER BY p.id DESC`;

export interface StatementQuery {
  userId: string;
  mode: AccountMode;
  from: Date;
  to: Date;
  /** null: every kind. */
  kinds: string[] | null;
  /** Only transfers below this id (a cursor's); null: from the newest. */
  before: string | null;
  /** null: every line of the range (a download). */
  limit: number | null;
}

/** A movement of the account, in cents. */
export interface StatementLine {
  id: string;
  time: Date;
  kind: string;
  reference: string;
  amount: number;
  balance: number;
}

export interface StatementRows {
  opening: number;
  closing: number;
  /** Newest first. */
  lines: StatementLine[];
}

/** Reads an account's statement: the ledger's transfers and the trades that lead to a trade's (read only). */
@Injectable()
export class StatementRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async lines(q: StatementQuery): Promise<StatementRows> {
    const found = await rows(
      statementLines,
      { userId: q.userId, mode: q.mode, from: q.from, to: q.to, kinds: q.kinds, before: q.before, limit: q.limit },
      this.ds,
    );
    if (!found.length) throw new Error(`The ${q.mode} account of user ${q.userId} is missing`);
    const lines: StatementLine[] = [];
    for (const r of found) {
      if (r.id === null || r.time === null || r.kind === null || r.reference === null) continue;
      lines.push({ id: r.id, time: r.time, kind: r.kind, reference: r.reference, amount: Number(r.amount), balance: Number(r.balance) });
    }
    return { opening: Number(found[0].opening), closing: Number(found[0].closing), lines };
  }
}
