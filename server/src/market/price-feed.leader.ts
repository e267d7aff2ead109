import { Inject, Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { INSTRUMENTS } from '../contracts/instruments';
import type { PriceTick } from '../contracts/events';
import { RealtimeService } from '../realtime/realtime.service';
import { RedisService } from '../redis/redis.service';
import { CandleBuilder } from './candle-builder';
import { PRICE_FEED, PriceFeed } from './price-feed';
import { daysMissing, missingHistory } from './history-refill';
import { RECENT_TICKS_SECONDS, RecentTicks } from './recent-ticks';
import { TickCommitments } from './tick-commitments';
import { TickStore } from './tick-store';

/** A dead leader's lease lapses this fast, and another worker takes over within a renewal period more. */
const LEASE_MS = 3000;
const RENEW_MS = 1000;
/** While leading, how often the candle history is checked (Redis may have lost it) and refilled. */
export const HISTORY_CHECK_MS = 10_000;
const TRIM_EVERY_BATCHES = 60;

// Renew only a lease we still hold: compare-and-extend in one step.
const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
// Release only a lease we still hold.
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Runs in every worker; exactly one publishes prices at a time: whichever holds the Redis lease.
 * When the leader dies, its lease lapses and another worker takes over from the last stored prices.
 */
@Injectable()
export class PriceFeedLeader implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(PriceFeedLeader.name);
  private readonly id = randomUUID();
  private timer?: NodeJS.Timeout;
  private leading = false;
  private batches = 0;
  private historyCheckedAt = 0;
  private refilling = false;
  private minuteCandles = new CandleBuilder(60);
  private dailyCandles = new CandleBuilder(86400);

  constructor(
    @Inject(PRICE_FEED) private readonly feed: PriceFeed,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisService,
    private readonly store: TickStore,
    private readonly realtime: RealtimeService,
    private readonly commitments: TickCommitments,
    private readonly recent: RecentTicks,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  onApplicationBootstrap(): void {
    // A worker starting (a killed leader's replacement, say) commits at once, leader or not, the seconds
    // already over that Redis holds and nobody committed: the chain is extended under its lock by
    // whoever comes, and a Redis wiped while the lease passes loses no tick published before.
    this.commitments.commitBefore(Math.floor(Date.now() / 1000) - 1);
    void this.tick();
    this.timer = setInterval(() => void this.tick(), RENEW_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.resign('shutting down');
  }

  private async tick(): Promise<void> {
    // During a Redis outage the lease cannot be checked; RedisService logs the outage once.
    if (!this.redis.isUp) return;
    const key = this.redis.key('feed:leader');
    try {
      if (this.leading) {
        const renewed = await this.redis.client.eval(RENEW_SCRIPT, 1, key, this.id, LEASE_MS);
        if (renewed !== 1) this.stepDown('lease lost');
        else if (Date.now() - this.historyCheckedAt >= HISTORY_CHECK_MS) void this.refillHistoryInBackground();
      } else if ((await this.redis.client.set(key, this.id, 'PX', LEASE_MS, 'NX')) === 'OK') {
        await this.lead();
      }
    } catch (err) {
      this.logger.warn(`Lease check failed: ${(err as Error).message}`);
    }
  }

  /**
   * Leading from the moment the lease is won, so the ticks renew it through a long refill. When the
   * refill or the seeding fails (a slow or stalled Redis), the lease is given back: a leader that never
   * started its feed would otherwise hold it, renewed, and publish nothing.
   */
  private async lead(): Promise<void> {
    this.leading = true;
    try {
      await this.startFeed();
    } catch (err) {
      await this.resign((err as Error).message);
      throw err;
    }
    this.logger.log(`Worker ${this.id} now publishes prices`);
  }

  private async startFeed(): Promise<void> {
    // Before anything slow: the seconds a predecessor published but had not committed, while Redis still
    // holds them (a killed leader's last seconds, should Redis be wiped next).
    this.commitments.commitBefore(Math.floor(Date.now() / 1000));
    await this.commitments.settled();
    await this.giveBackTicks();
    const last = new Map((await this.store.latestAll()).map((t) => [t.symbol, t.price]));
    this.minuteCandles = new CandleBuilder(60);
    this.dailyCandles = new CandleBuilder(86400);
    await this.refillHistory();
    for (const i of INSTRUMENTS) {
      const candle = await this.store.lastCandle(i.symbol, '1m');
      this.minuteCandles.seed(i.symbol, candle);
      this.dailyCandles.seed(i.symbol, await this.store.lastCandle(i.symbol, '1d'));
      if (!last.has(i.symbol) && candle) last.set(i.symbol, candle[4]);
    }
    this.feed.start(last, (ticks) => void this.publish(ticks));
  }

  /**
   * Adds the candle history Redis lacks (all of it on a first start or after Redis lost its data),
   * deterministic from FEED_SEED, older than any stored candle: live candles are never overwritten.
   */
  private async refillHistory(): Promise<void> {
    this.historyCheckedAt = Date.now();
    for (const i of INSTRUMENTS) {
      const now = Date.now();
      const stored = { firstMinute: await this.store.firstCandle(i.symbol, '1m'), firstDay: await this.store.firstCandle(i.symbol, '1d') };
      const storedMinutes = daysMissing(now, stored.firstDay)
        ? await this.store.candlesBefore(i.symbol, stored.firstDay?.[0] ?? Math.floor(now / 1000), '1m')
        : [];
      const { minutes, days } = missingHistory(i, this.config.feedSeed, now, stored, storedMinutes);
      if (!minutes.length && !days.length) continue;
      await this.store.addCandles(i.symbol, minutes, '1m');
      await this.store.addCandles(i.symbol, days, '1d');
      this.logger.log(`Refilled ${i.symbol} history: ${minutes.length} minute and ${days.length} daily candles`);
    }
  }

  private async refillHistoryInBackground(): Promise<void> {
    if (this.refilling) return;
    this.refilling = true;
    try {
      await this.refillHistory();
    } catch (err) {
      this.logger.warn(`Candle history not refilled: ${(err as Error).message}`);
    } finally {
      this.refilling = false;
    }
  }

  private async publish(ticks: PriceTick[]): Promise<void> {
    if (!this.leading) return;
    try {
      this.recent.add(ticks);
      const kept = await this.store.record(ticks, { '1m': this.minuteCandles.apply(ticks), '1d': this.dailyCandles.apply(ticks) });
      if (!kept) {
        const back = await this.giveBackTicks();
        this.logger.warn(`Redis had lost its ticks: the ${back} published in the last minutes are back`);
      }
      this.realtime.toEveryone('price:tick', { ticks });
      // The first tick of a second ends the one before: its ticks are all stored, and are committed.
      this.commitments.commitBefore(Math.floor(Math.max(...ticks.map((t) => t.time)) / 1000));
      if (++this.batches % TRIM_EVERY_BATCHES === 0) await this.store.trim(INSTRUMENTS.map((i) => i.symbol));
    } catch (err) {
      if (this.redis.isUp) this.logger.warn(`Publishing ticks failed: ${(err as Error).message}`);
    }
  }

  /**
   * Gives Redis back the ticks of the last minutes, should it have lost them: those this process
   * published and those committed (by any leader), so settlement prices from what receipts show.
   */
  private async giveBackTicks(): Promise<number> {
    const since = Math.floor(Date.now() / 1000) - RECENT_TICKS_SECONDS;
    const committed = await this.commitments.committedTicksSince(since).catch((err: Error) => {
      this.logger.warn(`Committed ticks not read: ${err.message}`);
      return [];
    });
    const ticks = [...committed, ...this.recent.all()];
    await this.store.restoreTicks(ticks);
    return ticks.length;
  }

  private stepDown(reason: string): void {
    if (!this.leading) return;
    this.leading = false;
    this.feed.stop();
    this.logger.warn(`Stopped publishing prices: ${reason}`);
  }

  private async resign(reason: string): Promise<void> {
    if (!this.leading) return;
    this.stepDown(reason);
    const key = this.redis.key('feed:leader');
    await this.redis.client.eval(RELEASE_SCRIPT, 1, key, this.id).catch(() => undefined);
  }
}
