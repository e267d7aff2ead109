import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import type { AccountMode } from '../contracts/trade-rules';
import { narrowRows } from '../database/narrow-text';
import { oneRow, rows } from '../database/typed-query';
import { DueInstant, OpenedTrade, OpenOutcome, SettledTradeRow, SettlementPrice, TradeHeadRow, TradeRow, TradeToOpen } from './trade.types';
import type {
  IAtsCountTodayQuery,
  ICloseOpenQuery,
  IAtsTradesOfQuery,
  IDueInstantsQuery,
  IHeadsExpiringAtQuery,
  IHeadsOfIdsQuery,
  ILatestWinsQuery,
  IListForUserQuery,
  IOpenTradesQuery,
  IOwnTradeQuery,
  ISettleBatchQuery,
} from './trades.repository.sql-types';

// trading_open_trades and the outcome rule (trade_outcome, trade_payout_cents) are the module's SQL functions (./sql/).
const openTrades = sql<IOpenTradesQuery>`
  SELECT ord AS "ord!", outcome AS "outcome!", answer, request_hash FROM trading_open_trades($trades!::jsonb, $openedAt!::timestamptz)`;
const listForUser = sql<IListForUserQuery>`
  SELECT id, user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration, open_price, opened_at, expires_at,
         source, status, end_price, end_time, payout, void_reason
    FROM trades WHERE user_id = $userId! AND mode = $mode! ORDER BY id DESC LIMIT $limit!`;
const atsTradesOf = sql<IAtsTradesOfQuery>`
  SELECT id, user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration, open_price, opened_at, expires_at,
         source, status, end_price, end_time, payout, void_reason
    FROM trades WHERE user_id = $userId! AND source = 'ats' ORDER BY id DESC LIMIT $limit!`;
const atsCountToday = sql<IAtsCountTodayQuery>`
  SELECT count(*)::int AS "n!" FROM trades
   WHERE user_id = $userId! AND source = 'ats' AND opened_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
const latestWins = sql<ILatestWinsQuery>`
  SELECT id, user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration, open_price, opened_at, expires_at,
         source, status, end_price, end_time, payout, void_reason
    FROM trades WHERE id IN (SELECT trade_id FROM profits ORDER BY id DESC LIMIT $limit!) ORDER BY end_time DESC, id DESC`;
const dueInstants = sql<IDueInstantsQuery>`
  SELECT symbol, expires_at AS at, count(*)::int AS "trades!" FROM pending_trades
   WHERE expires_at <= $cutoff!
     AND ($from::timestamptz IS NULL OR expires_at > $from::timestamptz)
     AND ($afterAt::timestamptz IS NULL OR (expires_at, symbol) > ($afterAt::timestamptz, $afterSymbol::text))
   GROUP BY expires_at, symbol
   ORDER BY at, symbol LIMIT $limit!`;
const headsOfIds = sql<IHeadsOfIdsQuery>`
  SELECT id, user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration, open_price, opened_at, expires_at, source
    FROM trades WHERE id = ANY($ids!::bigint[])`;
const headsExpiringAt = sql<IHeadsExpiringAtQuery>`
  SELECT id, user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration, open_price, opened_at, expires_at, source
    FROM trades WHERE id IN (SELECT trade_id FROM pending_trades WHERE expires_at = $expiringAt!)`;
// The price travels with the row id in due, and the update joins on the primary key only: joining px
// again in the outer UPDATE let the planner pick a nested loop over every pair.
const settleBatch = sql<ISettleBatchQuery>`
  WITH px AS (
    SELECT p.symbol, p.at, nullif(p.price, 'NaN') AS price
      FROM unnest($symbols!::text[], $instants!::timestamptz[], $prices!::numeric[]) AS p(symbol, at, price)
  ), due AS (
    SELECT p.trade_id AS id, px.price FROM pending_trades p JOIN px ON px.symbol = p.symbol AND px.at = p.expires_at
     WHERE p.expires_at <= $cutoff!
       AND ($partitions::int IS NULL OR mod(hashtext(p.user_id::text) & 2147483647, $partitions::int) = $partition!::int)
     ORDER BY p.trade_id LIMIT $batch! FOR UPDATE OF p SKIP LOCKED
  ), unlisted AS (
    DELETE FROM pending_trades p USING due WHERE p.trade_id = due.id
  ), settled AS (
    UPDATE trades t SET
      end_price = due.price,
      end_time = $endTime!,
      status = trade_outcome(t.trade_mode, t.open_price, due.price),
      payout = trade_payout_cents(t.amount, t.payout_percent, trade_outcome(t.trade_mode, t.open_price, due.price)),
      void_reason = CASE WHEN due.price IS NULL THEN $voidReason!::text END,
      receipt_batch = $receiptBatch!::uuid
    FROM due
    WHERE t.id = due.id AND (t.status = 'Pending') IS TRUE
    RETURNING t.id, t.user_id, t.mode, t.amount, t.status, t.end_price, t.payout, t.void_reason
  ), profits AS (
    INSERT INTO profits (user_id, trade_id, mode, amount, profit, earnings)
    SELECT user_id, id, mode, amount, payout - amount, payout FROM settled WHERE status = 'Won'
  ), receipts AS (
    INSERT INTO receipt_batches (id, trade_ids) SELECT $receiptBatch!::uuid, array_agg(id) FROM settled HAVING count(*) > 0
  )
  SELECT id, user_id, mode, amount, status, end_price, payout, void_reason FROM settled`;

const ownTrade = sql<IOwnTradeQuery>`
  SELECT id, user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration, open_price, opened_at, expires_at,
         source, status, end_price, end_time, payout, void_reason
    FROM trades WHERE id = $id! AND user_id = $userId!`;
// Taken off pending_trades first: a settler holding the row (FOR UPDATE) makes this wait, and then find it gone.
const closeOpen = sql<ICloseOpenQuery>`
  WITH listed AS (
    DELETE FROM pending_trades WHERE trade_id = $id! AND user_id = $userId! AND expires_at > $closableBefore! RETURNING trade_id
  ), closed AS (
    UPDATE trades t SET status = 'Closed', end_price = $price!, end_time = $closedAt!, payout = $value!, receipt_batch = $receiptBatch!::uuid
      FROM listed WHERE t.id = listed.trade_id AND t.status = 'Pending'
    RETURNING t.id, t.user_id, t.mode, t.amount, t.status, t.end_price, t.end_time, t.payout, t.void_reason
  ), profits AS (
    INSERT INTO profits (user_id, trade_id, mode, amount, profit, earnings)
    SELECT user_id, id, mode, amount, payout - amount, payout FROM closed WHERE payout > amount
  ), receipts AS (
    INSERT INTO receipt_batches (id, trade_ids) SELECT $receiptBatch!::uuid, array_agg(id) FROM closed HAVING count(*) > 0
  )
  SELECT id, user_id, mode, amount, status, end_price, end_time, payout, void_reason FROM closed`;

export const TRADE_HISTORY_LIMIT = 500;

/** SQL of the trades and profits tables. */
@Injectable()
export class TradesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /**
   * Opens a group of trades in one call (trading_open_trades, ./sql/trading-open-trades.sql): locks the
   * stakes' accounts, answers each request already answered under its key, refuses each stake above its
   * balance, writes the other trades, moves their stakes user -> escrow and keeps their answers under
   * their keys. At most one request per (user, mode). Without `m`, the call is its own transaction.
   */
  async openMany(trades: TradeToOpen[], m: EntityManager = this.ds.manager): Promise<OpenOutcome[]> {
    const requests = trades.map((t) => ({
      user_id: t.userId,
      mode: t.mode,
      key: t.idempotencyKey ?? null,
      request_hash: t.requestHash ?? null,
      amount: t.amount,
      trading_type: t.tradingType,
      symbol: t.symbol,
      trade_mode: t.tradeMode,
      strike_rate: t.strikeRate,
      payout_percent: t.payoutPercent,
      duration: t.duration,
      open_price: t.openPrice,
      expires_at: t.expiresAt,
      ats_slot: t.atsSlot ?? null,
      session_id: t.sessionId ?? null,
    }));
    const answered = await rows(openTrades, { trades: JSON.stringify(requests), openedAt: trades[0].openedAt }, m);
    const outcomes: OpenOutcome[] = [];
    for (const r of answered) {
      outcomes[r.ord - 1] =
        r.outcome === 'opened'
          ? { outcome: 'opened', answer: r.answer as unknown as OpenedTrade }
          : r.outcome === 'answered'
            ? { outcome: 'answered', answer: r.answer, requestHash: r.request_hash ?? '' }
            : r.outcome === 'refused'
              ? { outcome: 'refused', refusal: r.answer }
              : { outcome: 'short' };
    }
    return outcomes;
  }

  /** One trade of this user, whatever its state; null for another user's or no trade. */
  async ownTrade(userId: string, id: string): Promise<TradeRow | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [row] = narrowRows<TradeRow>(await rows(ownTrade, { userId, id }, this.ds));
    return row ?? null;
  }

  /**
   * Closes the user's open trade at a quote, in the caller's transaction: taken off the Pending list
   * while it expires after `closableBefore`, then `Closed` at the quote's price and value (cents), with a
   * profit row when the value is above the stake. Null when it is not open (settled, closed, too late,
   * or not this user's): nothing changed.
   */
  async closeOpen(
    m: EntityManager,
    close: { id: string; userId: string; closableBefore: Date; price: number; closedAt: Date; value: number; receiptBatch: string },
  ): Promise<SettledTradeRow | null> {
    const [row] = narrowRows<SettledTradeRow>(await rows(closeOpen, close, m));
    return row ?? null;
  }

  async listForUser(userId: string, mode: AccountMode, limit = TRADE_HISTORY_LIMIT): Promise<TradeRow[]> {
    return narrowRows<TradeRow>(await rows(listForUser, { userId, mode, limit }, this.ds));
  }

  async atsTradesOf(userId: string, limit: number): Promise<TradeRow[]> {
    return narrowRows<TradeRow>(await rows(atsTradesOf, { userId, limit }, this.ds));
  }

  /** ATS trades opened since 00:00 UTC. */
  async atsCountToday(userId: string, m: EntityManager = this.ds.manager): Promise<number> {
    return (await oneRow(atsCountToday, { userId }, m)).n;
  }

  /** The latest won trades, found through their profit rows (written as they settle). */
  async latestWins(limit: number): Promise<TradeRow[]> {
    return narrowRows<TradeRow>(await rows(latestWins, { limit }, this.ds));
  }

  /**
   * The instants (instrument, expiry) that Pending trades due by the cutoff need a price for, each with
   * how many they are, in
   * (expiry, symbol) order: expiring after `from` if given, and after the instant `after` (the last
   * of the previous page) to walk them all page by page.
   */
  dueInstants(cutoff: Date, page: { from?: Date; after?: DueInstant; limit: number }): Promise<DueInstant[]> {
    return rows(
      dueInstants,
      { cutoff, from: page.from ?? null, afterAt: page.after?.at ?? null, afterSymbol: page.after?.symbol ?? null, limit: page.limit },
      this.ds,
    );
  }

  /** The columns that never change of the Pending trades expiring at this instant, or of these trades. */
  async headsOf(which: { expiringAt: Date } | { ids: string[] }): Promise<TradeHeadRow[]> {
    const found = 'ids' in which ? await rows(headsOfIds, { ids: which.ids }, this.ds) : await rows(headsExpiringAt, which, this.ds);
    return narrowRows<TradeHeadRow>(found);
  }

  /**
   * Settles up to `batch` Pending trades due by the cutoff whose instant is decided, in the caller's
   * transaction: at its price, or Void (price null: end price null, stake returned, `voidReason`), at
   * `endTime`, by the outcome rule (trade_outcome, trade_payout_cents: ./sql/outcome.sql); each Won one
   * gets its profit row in the same statement. Returns only what settling set
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
    outcome: { endTime: Date; voidReason: string; receiptBatch: string },
    partition?: { count: number; index: number },
  ): Promise<SettledTradeRow[]> {
    const settled = await rows(
      settleBatch,
      {
        cutoff,
        symbols: prices.map((p) => p.symbol),
        instants: prices.map((p) => p.at),
        // NaN stands for no price (Void): an array parameter holds no nulls.
        prices: prices.map((p) => p.price ?? 'NaN'),
        batch,
        voidReason: outcome.voidReason,
        partitions: partition && partition.count > 1 ? partition.count : null,
        partition: partition && partition.count > 1 ? partition.index : 0,
        endTime: outcome.endTime,
        receiptBatch: outcome.receiptBatch,
      },
      m,
    );
    // Every row of the statement has the same end time: not parsed back 5,000 times.
    return narrowRows<Omit<SettledTradeRow, 'end_time'>>(settled).map((r) => Object.assign(r, { end_time: outcome.endTime }));
  }
}
