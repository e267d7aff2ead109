import { Injectable } from '@nestjs/common';
import { CANDLE_SECONDS, type Candle, type CandleInterval } from '../contracts/market';
import type { PriceTick } from '../contracts/events';
import type { RedisClient } from '../redis/redis-options';
import { RedisService } from '../redis/redis.service';
import { CandleRow, foldCandles } from './candle-fold';
import { ExpiryPrice, expiryPrice, TICK_WINDOW_MS } from '../contracts/expiry-price';
/** One-minute candles kept for charts (the longer intervals but a day are built from them). */
const CANDLE_WINDOW_SECONDS = 8 * 86400;
/** Daily candles kept. */
const DAILY_CANDLE_WINDOW_SECONDS = 400 * 86400;

/** The two series stored: one-minute and daily candles. */
export type StoredSeries = '1m' | '1d';

const encodeTick = (t: PriceTick) => `${t.time}:${t.price}`;
function decodeTick(symbol: string, member: string): PriceTick {
  const i = member.indexOf(':');
  return { symbol, time: Number(member.slice(0, i)), price: Number(member.slice(i + 1)) };
}

const toCandles = (rows: CandleRow[]): Candle[] => rows.map(([time, open, high, low, close]) => ({ time, open, high, low, close }));

/** Prices in Redis: the latest per instrument, a window of ticks to price any recent instant, and candles. */
@Injectable()
export class TickStore {
  constructor(private readonly redis: RedisService) {}

  private get r() {
    return this.redis.client;
  }
  private lastKey = () => this.redis.key('price:last');
  private quotesChannel = () => this.redis.key('price:quotes');
  private ticksKey = (symbol: string) => this.redis.key(`ticks:${symbol}`);
  /**
   * Set when the ticks are (given back) whole: missing, Redis lost its data and the leader has not given
   * the ticks of the last minutes back yet, so no instant is priced from what is left.
   */
  private keptKey = () => this.redis.key('ticks:kept');
  private candlesKey = (symbol: string, series: StoredSeries = '1m') => this.redis.key(`candles:${series}:${symbol}`);

  /**
   * Records a batch of ticks and the candles they fall in (built by the caller), atomically. False when
   * Redis has lost its data (the marker `restoreTicks` sets is gone): the caller gives the ticks back.
   */
  async record(ticks: PriceTick[], candles: Record<StoredSeries, Map<string, CandleRow>>): Promise<boolean> {
    const p = this.r.multi();
    p.exists(this.keptKey());
    p.hset(this.lastKey(), Object.fromEntries(ticks.map((t) => [t.symbol, encodeTick(t)])));
    for (const t of ticks) p.zadd(this.ticksKey(t.symbol), t.time, encodeTick(t));
    // In the same transaction: a process told of a quote finds it stored, and vice versa (a cluster's
    // shard channel shares the keys' slot: RedisService.cluster).
    if (this.redis.cluster) p.spublish(this.quotesChannel(), JSON.stringify(ticks));
    else p.publish(this.quotesChannel(), JSON.stringify(ticks));
    for (const series of ['1m', '1d'] as const) {
      for (const [symbol, c] of candles[series]) {
        p.zremrangebyscore(this.candlesKey(symbol, series), c[0], c[0]);
        p.zadd(this.candlesKey(symbol, series), c[0], JSON.stringify(c));
      }
    }
    const replies = await p.exec();
    return replies?.[0]?.[1] === 1;
  }

  /** Stores ticks again (Redis lost them; a tick stored already stays as it is), and the marker that it holds them. */
  async restoreTicks(ticks: readonly PriceTick[]): Promise<void> {
    const p = this.r.pipeline();
    for (const t of ticks) p.zadd(this.ticksKey(t.symbol), t.time, encodeTick(t));
    p.set(this.keptKey(), '1');
    await p.exec();
  }

  /** Calls `onTicks` with every batch of latest quotes recorded from now on, on a connection of its own (returned: quit it). */
  subscribeQuotes(onTicks: (ticks: PriceTick[]) => void): RedisClient {
    const sub = this.redis.connect('price-quotes-sub', 'blocking', { subscriber: true });
    this.redis.subscribe(sub, this.quotesChannel(), (message) => onTicks(JSON.parse(message) as PriceTick[]));
    return sub;
  }

  async trim(symbols: string[], now = Date.now()): Promise<void> {
    const p = this.r.pipeline();
    for (const s of symbols) {
      p.zremrangebyscore(this.ticksKey(s), '-inf', now - TICK_WINDOW_MS);
      p.zremrangebyscore(this.candlesKey(s), '-inf', Math.floor(now / 1000) - CANDLE_WINDOW_SECONDS);
      p.zremrangebyscore(this.candlesKey(s, '1d'), '-inf', Math.floor(now / 1000) - DAILY_CANDLE_WINDOW_SECONDS);
    }
    await p.exec();
  }

  /** Stores candles (ascending), replacing whatever the series held over their time range. */
  async addCandles(symbol: string, rows: CandleRow[], series: StoredSeries = '1m'): Promise<void> {
    if (!rows.length) return;
    await this.r.zremrangebyscore(this.candlesKey(symbol, series), rows[0][0], rows[rows.length - 1][0]);
    // Newest chunk first: a refill cut short leaves the series whole from its first candle on, and the
    // next refill (which adds what lies before the first candle) completes it.
    for (let end = rows.length; end > 0; end -= 5000) {
      const args = rows.slice(Math.max(0, end - 5000), end).flatMap((c) => [c[0], JSON.stringify(c)]);
      await this.r.zadd(this.candlesKey(symbol, series), ...args);
    }
  }

  async firstCandle(symbol: string, series: StoredSeries = '1m'): Promise<CandleRow | null> {
    const [member] = await this.r.zrange(this.candlesKey(symbol, series), 0, 0);
    return member ? (JSON.parse(member) as CandleRow) : null;
  }

  /** The stored candles of a series that start before `beforeSeconds`, ascending. */
  async candlesBefore(symbol: string, beforeSeconds: number, series: StoredSeries = '1m'): Promise<CandleRow[]> {
    const members = await this.r.zrangebyscore(this.candlesKey(symbol, series), '-inf', `(${beforeSeconds}`);
    return members.map((m) => JSON.parse(m) as CandleRow);
  }

  async lastCandle(symbol: string, series: StoredSeries = '1m'): Promise<CandleRow | null> {
    const [member] = await this.r.zrange(this.candlesKey(symbol, series), -1, -1);
    return member ? (JSON.parse(member) as CandleRow) : null;
  }

  /** The latest tick of each symbol (null where there is none), in their order. */
  async latestOf(symbols: string[]): Promise<(PriceTick | null)[]> {
    if (!symbols.length) return [];
    const values = await this.r.hmget(this.lastKey(), ...symbols);
    return values.map((v, i) => (v ? decodeTick(symbols[i], v) : null));
  }

  async latestAll(): Promise<PriceTick[]> {
    const all = await this.r.hgetall(this.lastKey());
    return Object.entries(all).map(([symbol, v]) => decodeTick(symbol, v));
  }

  /** Every stored tick of each symbol from `fromMs` to `toMs` (both included), in time order; one round trip. */
  async ticksBetween(symbols: readonly string[], fromMs: number, toMs: number): Promise<Map<string, PriceTick[]>> {
    const p = this.r.pipeline();
    for (const s of symbols) p.zrangebyscore(this.ticksKey(s), fromMs, toMs);
    const replies = await p.exec();
    if (!replies) throw new Error('Redis pipeline aborted');
    return new Map(
      symbols.map((symbol, i) => {
        const [err, members] = replies[i];
        if (err) throw err;
        return [symbol, (members as string[]).map((m) => decodeTick(symbol, m))];
      }),
    );
  }

  /**
   * How each instant (symbol, epoch ms) settles, by the consistent-tick rule (expiry-price.ts); one round
   * trip for the ticks. None is decided while Redis lacks the ticks it lost: a tick published since then
   * would otherwise read as a later tick with none before it, Void where the given-back ticks price it.
   */
  async expiryPrices(instants: { symbol: string; at: number }[], now = Date.now()): Promise<ExpiryPrice[]> {
    if (!instants.length) return [];
    const p = this.r.pipeline();
    p.exists(this.keptKey());
    for (const { symbol, at } of instants) {
      p.zrevrangebyscore(this.ticksKey(symbol), at, '-inf', 'LIMIT', 0, 1);
      p.zrangebyscore(this.ticksKey(symbol), `(${at}`, '+inf', 'LIMIT', 0, 1);
    }
    const replies = await p.exec();
    if (!replies) throw new Error('Redis pipeline aborted');
    const [keptErr, kept] = replies[0];
    if (keptErr) throw keptErr;
    if (kept !== 1) return instants.map((): ExpiryPrice => ({ kind: 'wait' }));
    const member = (i: number): string | undefined => {
      const [err, value] = replies[i + 1];
      if (err) throw err;
      return (value as string[])[0];
    };
    return Promise.all(
      instants.map(async ({ symbol, at }, k) => {
        const before = member(2 * k);
        const old = now - at >= TICK_WINDOW_MS;
        return expiryPrice({
          at,
          now,
          before: before ? decodeTick(symbol, before) : null,
          laterTick: member(2 * k + 1) !== undefined,
          minuteClose: old ? await this.minuteClose(symbol, at) : undefined,
        });
      }),
    );
  }

  /** The settled price of an instant, or null when it has none (yet). */
  async priceAt(symbol: string, timeMs: number): Promise<number | null> {
    const [decided] = await this.expiryPrices([{ symbol, at: timeMs }]);
    return decided.kind === 'price' ? decided.price : null;
  }

  private async minuteClose(symbol: string, timeMs: number): Promise<number | null> {
    const minute = Math.floor(timeMs / 60000) * 60;
    const [candle] = await this.r.zrangebyscore(this.candlesKey(symbol), minute, minute);
    return candle ? (JSON.parse(candle) as CandleRow)[4] : null;
  }

  async candles(symbol: string, interval: CandleInterval, limit: number): Promise<Candle[]> {
    const size = CANDLE_SECONDS[interval];
    if (size < 60) return this.tickCandles(symbol, size, limit);
    const series: StoredSeries = interval === '1d' ? '1d' : '1m';
    const perBucket = series === '1d' ? 1 : size / 60;
    const members = await this.r.zrange(this.candlesKey(symbol, series), -(limit * perBucket + perBucket), -1);
    const rows = members.map((m) => JSON.parse(m) as CandleRow);
    return toCandles(foldCandles(rows, size).slice(-limit));
  }

  /** Candles shorter than a minute, folded from the tick window (as far back as it reaches: TICK_WINDOW_MS). */
  private async tickCandles(symbol: string, size: number, limit: number, now = Date.now()): Promise<Candle[]> {
    const from = (Math.floor(now / 1000 / size) - limit + 1) * size * 1000;
    const members = await this.r.zrangebyscore(this.ticksKey(symbol), from, '+inf');
    const rows = members.map((m): CandleRow => {
      const t = decodeTick(symbol, m);
      return [Math.floor(t.time / 1000), t.price, t.price, t.price, t.price];
    });
    return toCandles(foldCandles(rows, size).slice(-limit));
  }
}
