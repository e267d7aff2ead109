import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AccountMode } from '../contracts/trade-rules';
import { DueInstant, OpenedTrade, OpenOutcome, SettledTradeRow, SettlementPrice, TradeHeadRow, TradeRow, TradeToOpen } from './trade.types';

const HEAD_COLUMNS = `id, user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration,
  open_price, opened_at, expires_at, source`;
const TRADE_COLUMNS = `${HEAD_COLUMNS}, status, end_price, end_time, payout, void_reason`;

export const TRADE_HISTORY_LIMIT = 500;

/** SQL of the trades and profits tables. */
@Injectable()
export class TradesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /**
   * Opens a group of trades in one call (trading_open_trades, see its migration): locks the stakes'
   * accounts, answers each request already answered under its key, refuses each stake above its
   * balance, writes the other trades, moves their stakes user -> escrow and keeps their answers under
   * their keys. At most one request per (user, mode). Without `m`, the call is its own transaction.
   */
  async openMany(trades: TradeToOpen[], m: EntityManager = this.ds.manager): Promise<OpenOutcome[]> {
    const col = <K extends keyof TradeToOpen>(k: K) => trades.map((t) => t[k] ?? null);
    const rows: { ord: number; outcome: OpenOutcome['outcome']; answer: unknown; request_hash: string | null }[] = await m.query(
      `SELECT ord, outcome, answer, request_hash FROM trading_open_trades($1::uuid[], $2::text[], $3::text[], $4::text[], $5::bigint[],
         $6::text[], $7::text[], $8::text[], $9::int[], $10::int[], $11::int[], $12::numeric[], $13::timestamptz, $14::timestamptz[], $15::bigint[])`,
      [
        col('userId'),
        col('mode'),
        col('idempotencyKey'),
        col('requestHash'),
        col('amount'),
        col('tradingType'),
        col('symbol'),
        col('tradeMode'),
        col('strikeRate'),
        col('payoutPercent'),
        col('duration'),
        col('openPrice'),
        trades[0].openedAt,
        col('expiresAt'),
        col('atsSlot'),
      ],
    );
    const outcomes: OpenOutcome[] = [];
    for (const r of rows) {
      outcomes[r.ord - 1] =
        r.outcome === 'opened'
          ? { outcome: 'opened', answer: r.answer as OpenedTrade }
          : r.outcome === 'answered'
            ? { outcome: 'answered', answer: r.answer, requestHash: r.request_hash! }
            : { outcome: 'short' };
    }
    return outcomes;
  }

  listForUser(userId: string, mode: AccountMode, limit = TRADE_HISTORY_LIMIT): Promise<TradeRow[]> {
    return this.ds.query(`SELECT ${TRADE_COLUMNS} FROM trades WHERE user_id = $1 AND mode = $2 ORDER BY id DESC LIMIT $3`, [userId, mode, limit]);
  }

  atsTradesOf(userId: string, limit: number): Promise<TradeRow[]> {
    return this.ds.query(`SELECT ${TRADE_COLUMNS} FROM trades WHERE user_id = $1 AND source = 'ats' ORDER BY id DESC LIMIT $2`, [userId, limit]);
  }

  /** ATS trades opened since 00:00 UTC. */
  async atsCountToday(userId: string, m: EntityManager = this.ds.manager): Promise<number> {
    const [row]: { n: number }[] = await m.query(
      `SELECT count(*)::int AS n FROM trades WHERE user_id = $1 AND source = 'ats' AND opened_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      [userId],
    );
    return row.n;
  }

  /** The latest won trades, found through their profit rows (written as they settle). */
  latestWins(limit: number): Promise<TradeRow[]> {
    return this.ds.query(
      `SELECT ${TRADE_COLUMNS} FROM trades WHERE id IN (SELECT trade_id FROM profits ORDER BY id DESC LIMIT $1) ORDER BY end_time DESC, id DESC`,
      [limit],
    );
  }

  /**
   * The instants (instrument, expiry) that Pending trades due by the cutoff need a price for, each with
   * how many they are, in
   * (expiry, symbol) order: expiring after `from` if given, and after the instant `after` (the last
   * of the previous page) to walk them all page by page.
   */
  dueInstants(cutoff: Date, page: { from?: Date; after?: DueInstant; limit: number }): Promise<DueInstant[]> {
    return this.ds.query(
      `SELECT symbol, expires_at AS at, count(*)::int AS trades FROM pending_trades
        WHERE expires_at <= $1
          AND ($2::timestamptz IS NULL OR expires_at > $2)
          AND ($3::timestamptz IS NULL OR (expires_at, symbol) > ($3::timestamptz, $4::text))
        GROUP BY expires_at, symbol
        ORDER BY at, symbol LIMIT $5`,
      [cutoff, page.from ?? null, page.after?.at ?? null, page.after?.symbol ?? null, page.limit],
    );
  }

  /** The columns that never change of the Pending trades expiring at this instant, or of these trades. */
  headsOf(which: { expiringAt: Date } | { ids: string[] }): Promise<TradeHeadRow[]> {
    return 'ids' in which
      ? this.ds.query(`SELECT ${HEAD_COLUMNS} FROM trades WHERE id = ANY($1::bigint[])`, [which.ids])
      : this.ds.query(`SELECT ${HEAD_COLUMNS} FROM trades WHERE id IN (SELECT trade_id FROM pending_trades WHERE expires_at = $1)`, [which.expiringAt]);
  }

  /**
   * Settles up to `batch` Pending trades due by the cutoff whose instant is decided, in the caller's
   * transaction: at its price, or Void (price null: end price null, stake returned, `voidReason`), at
   * `endTime`; each Won one gets its profit row in the same statement. Returns only what settling set
   * and whose stake moves where: the rest of each trade never changes (headsOf).
   * The trades are taken from pending_trades (and taken off it), not from trades: the update of a
   * trade is then in place, touching none of its indexes (see the migration SettlementHotUpdates).
   * Trades another settler holds are skipped; the status guard makes a second settlement of the
   * same trade a no-op. With `partition`, only the trades of the users in that share of all users
   * (a hash of the user id): batches of different shares touch different users' accounts, so they
   * run in parallel without waiting on each other's locks.
   */
  async settleBatch(
    m: EntityManager,
    cutoff: Date,
    prices: SettlementPrice[],
    batch: number,
    outcome: { endTime: Date; voidReason: string },
    partition?: { count: number; index: number },
  ): Promise<SettledTradeRow[]> {
    // The price travels with the row id in `due`, and the update joins on the primary key only:
    // joining px again in the outer UPDATE let the planner pick a nested loop over every pair.
    const rows: (Omit<SettledTradeRow, 'end_time'> & { end_time?: Date })[] = await m.query(
      `WITH px AS (
         SELECT * FROM unnest($2::text[], $3::timestamptz[], $4::numeric[]) AS p(symbol, at, price)
       ), due AS (
         SELECT p.trade_id AS id, px.price FROM pending_trades p JOIN px ON px.symbol = p.symbol AND px.at = p.expires_at
          WHERE p.expires_at <= $1
            AND ($7::int IS NULL OR mod(hashtext(p.user_id::text) & 2147483647, $7::int) = $8::int)
          ORDER BY p.trade_id LIMIT $5 FOR UPDATE OF p SKIP LOCKED
       ), unlisted AS (
         DELETE FROM pending_trades p USING due WHERE p.trade_id = due.id
       ), settled AS (
         UPDATE trades t SET
           end_price = due.price,
           end_time = $9,
           status = CASE WHEN due.price IS NULL THEN 'Void'
                         WHEN due.price = t.open_price THEN 'Draw'
                         WHEN (due.price > t.open_price) = (t.trade_mode = 'Buy') THEN 'Won' ELSE 'Lost' END,
           payout = CASE WHEN due.price IS NULL OR due.price = t.open_price THEN t.amount
                         WHEN (due.price > t.open_price) = (t.trade_mode = 'Buy') THEN t.amount + (t.amount * t.payout_percent) / 100
                         ELSE 0 END,
           void_reason = CASE WHEN due.price IS NULL THEN $6::text END
         FROM due
         WHERE t.id = due.id AND (t.status = 'Pending') IS TRUE
         RETURNING t.id, t.user_id, t.mode, t.amount, t.status, t.end_price, t.payout, t.void_reason
       ), profits AS (
         INSERT INTO profits (user_id, trade_id, mode, amount, profit, earnings)
         SELECT user_id, id, mode, amount, payout - amount, payout FROM settled WHERE status = 'Won'
       )
       SELECT * FROM settled`,
      [
        cutoff,
        prices.map((p) => p.symbol),
        prices.map((p) => p.at),
        prices.map((p) => p.price),
        batch,
        outcome.voidReason,
        partition && partition.count > 1 ? partition.count : null,
        partition && partition.count > 1 ? partition.index : 0,
        outcome.endTime,
      ],
    );
    // Every row of the statement has the same end time: not parsed back 5,000 times.
    for (const r of rows) r.end_time = outcome.endTime;
    return rows as SettledTradeRow[];
  }
}
