import type { AppConfig } from '../config/app-config';
import type { RealtimeService } from '../realtime/realtime.service';
import type { RedisService } from '../redis/redis.service';
import { PriceFeedLeader } from './price-feed.leader';
import type { TickStore } from './tick-store';
import { RecentTicks } from './recent-ticks';
import type { TickCommitments } from './tick-commitments';

// One candle missing per series: the refill writes, and the spec decides whether the write fails.
jest.mock('./history-refill', () => ({ daysMissing: () => false, missingHistory: () => ({ minutes: [[60, 1, 1, 1, 1]], days: [] }) }));

/** A leader over an in-memory lease, a store whose first `failingWrites` candle writes time out, and a feed that records its starts. */
function leaderWith(failingWrites: number) {
  const lease = new Map<string, string>();
  const client = {
    set: jest.fn(async (key: string, id: string) => (lease.has(key) ? null : (lease.set(key, id), 'OK'))),
    // The renew and release scripts both compare the holder first; the release deletes.
    eval: jest.fn(async (script: string, _n: number, key: string, id: string) => {
      if (lease.get(key) !== id) return 0;
      if (script.includes("'del'")) lease.delete(key);
      return 1;
    }),
  };
  const redis = { isUp: true, key: (name: string) => `p:${name}`, client };
  let writesLeftToFail = failingWrites;
  const store = {
    restoreTicks: async () => undefined,
    latestAll: async () => [],
    firstCandle: async () => null,
    candlesBefore: async () => [],
    lastCandle: async () => null,
    addCandles: async () => {
      if (writesLeftToFail-- > 0) throw new Error('Command timed out');
    },
  };
  const feed = { start: jest.fn(), stop: jest.fn() };
  const leader = new PriceFeedLeader(
    feed,
    { feedSeed: 7 } as AppConfig,
    redis as unknown as RedisService,
    store as unknown as TickStore,
    {} as RealtimeService,
    { commitBefore: jest.fn(), settled: async () => undefined, committedTicksSince: async () => [] } as unknown as TickCommitments,
    new RecentTicks(),
  );
  return { leader, lease, feed, tick: () => leader['tick']() };
}

describe('PriceFeedLeader', () => {
  it('wins a free lease, refills the history and starts the feed', async () => {
    const { leader, lease, feed, tick } = leaderWith(0);
    await tick();
    expect(leader.isLeader).toBe(true);
    expect(lease.get('p:feed:leader')).toBeDefined();
    expect(feed.start).toHaveBeenCalledTimes(1);
  });

  it('gives the lease back when the refill fails before the feed started, and leads on a later check', async () => {
    const { leader, lease, feed, tick } = leaderWith(1);
    await tick();
    // A leader that kept the lease here would renew it forever and publish nothing.
    expect(leader.isLeader).toBe(false);
    expect(lease.has('p:feed:leader')).toBe(false);
    expect(feed.start).not.toHaveBeenCalled();

    await tick();
    expect(leader.isLeader).toBe(true);
    expect(feed.start).toHaveBeenCalledTimes(1);
  });
});
