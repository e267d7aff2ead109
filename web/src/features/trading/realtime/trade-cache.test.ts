import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TradeDto } from '@contracts/trading';
import type { UserDto } from '@contracts/account';
import { queryKeys } from '../../../shared/api/query-keys';
import { keepNewerBalances, keepNewerUserBalances, patchBalances } from '../../../shared/api/user-cache';
import { applyTicks, upsertTrade, type PriceMap } from './trade-cache';
import { tradeFixture } from '../lib/trade.fixture';

const trade = (id: number, time: string, over: Partial<TradeDto> = {}): TradeDto => tradeFixture({ trade_id: id, trade_time: time, expires_at: time, ...over });

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
});
const demoTrades = () => client.getQueryData<TradeDto[]>(queryKeys.trades('demo'));

describe('upsertTrade', () => {
  it('leaves a list that was never loaded alone', () => {
    upsertTrade(client, trade(1, '2025-01-01T10:00:00Z'));
    expect(demoTrades()).toBeUndefined();
  });

  it('inserts a new trade newest first, and only into its own mode', () => {
    client.setQueryData(queryKeys.trades('demo'), [trade(2, '2025-01-01T10:02:00Z'), trade(1, '2025-01-01T10:00:00Z')]);
    client.setQueryData(queryKeys.trades('real'), []);
    upsertTrade(client, trade(3, '2025-01-01T10:01:00Z'));
    expect(demoTrades()!.map((t) => t.trade_id)).toEqual([2, 3, 1]);
    expect(client.getQueryData(queryKeys.trades('real'))).toEqual([]);
  });

  it('orders trades of the same instant by id, highest first', () => {
    client.setQueryData(queryKeys.trades('demo'), [trade(4, '2025-01-01T10:00:00Z')]);
    upsertTrade(client, trade(5, '2025-01-01T10:00:00Z'));
    expect(demoTrades()!.map((t) => t.trade_id)).toEqual([5, 4]);
  });

  it('replaces a known trade in place with its settled state', () => {
    client.setQueryData(queryKeys.trades('demo'), [trade(2, '2025-01-01T10:02:00Z'), trade(1, '2025-01-01T10:00:00Z')]);
    upsertTrade(client, trade(1, '2025-01-01T10:00:00Z', { status: 'Won', payout: 17.5 }));
    expect(demoTrades()!.map((t) => [t.trade_id, t.status])).toEqual([
      [2, 'Pending'],
      [1, 'Won'],
    ]);
  });

  it('never turns a settled trade back to Pending (a late submit answer)', () => {
    const settled = trade(1, '2025-01-01T10:00:00Z', { status: 'Lost', payout: 0 });
    client.setQueryData(queryKeys.trades('demo'), [settled]);
    upsertTrade(client, trade(1, '2025-01-01T10:00:00Z'));
    expect(demoTrades()).toEqual([settled]);
  });
});

describe('patchBalances', () => {
  const user = { balance: 100, demo_balance: 10000 } as UserDto;

  it('changes only the balances given', () => {
    client.setQueryData(queryKeys.me, user);
    patchBalances(client, { demo_balance: 9990 });
    expect(client.getQueryData<UserDto>(queryKeys.me)).toEqual({ balance: 100, demo_balance: 9990 });
    patchBalances(client, { balance: 0 });
    expect(client.getQueryData<UserDto>(queryKeys.me)).toEqual({ balance: 0, demo_balance: 9990 });
  });

  it('never lets a balance read at an older version overwrite a newer one, each balance on its own', () => {
    client.setQueryData(queryKeys.me, { ...user, balance_version: 5, demo_balance_version: 7 });
    // A settlement's event (version 9) arrives before the trade:opened of the same account (version 8).
    patchBalances(client, { balance: 120, demo_balance: 10000, balance_version: 9, demo_balance_version: 7 });
    patchBalances(client, { balance: 90, demo_balance: 9990, balance_version: 8, demo_balance_version: 8 });
    expect(client.getQueryData<UserDto>(queryKeys.me)).toMatchObject({ balance: 120, balance_version: 9, demo_balance: 9990, demo_balance_version: 8 });
  });

  it('keeps an optimistic change without a version until a versioned balance comes', () => {
    client.setQueryData(queryKeys.me, { ...user, balance_version: 5, demo_balance_version: 7 });
    patchBalances(client, { demo_balance: 9980 });
    expect(client.getQueryData<UserDto>(queryKeys.me)).toMatchObject({ demo_balance: 9980, demo_balance_version: 7 });
    patchBalances(client, { demo_balance: 9985, demo_balance_version: 8 });
    expect(client.getQueryData<UserDto>(queryKeys.me)).toMatchObject({ demo_balance: 9985, demo_balance_version: 8 });
  });

  it('a refetched user read before the latest event keeps the newer balance, and takes the newer ones it brings', () => {
    const cached: UserDto = { ...user, firstname: 'Old', balance: 150, balance_version: 12, demo_balance: 10000, demo_balance_version: 3 };
    const fetched: UserDto = { ...user, firstname: 'New', balance: 100, balance_version: 11, demo_balance: 9000, demo_balance_version: 4 };
    expect(keepNewerBalances(cached, fetched)).toMatchObject({
      firstname: 'New',
      balance: 150,
      balance_version: 12,
      demo_balance: 9000,
      demo_balance_version: 4,
    });
    expect(keepNewerBalances(undefined, fetched)).toBe(fetched);
  });

  it('a /users/me answer read before the latest event never takes its balance back', async () => {
    keepNewerUserBalances(client);
    client.setQueryData(queryKeys.me, { ...user, balance_version: 4, demo_balance_version: 4 });
    let answer: UserDto = { ...user, balance: 100, demo_balance: 9000, balance_version: 4, demo_balance_version: 5 };
    const inFlight = client.fetchQuery({ queryKey: queryKeys.me, queryFn: async () => answer });
    patchBalances(client, { demo_balance: 9500, demo_balance_version: 6 }); // the event arrives while the request runs
    await inFlight;
    expect(client.getQueryData<UserDto>(queryKeys.me)).toMatchObject({ demo_balance: 9500, demo_balance_version: 6 });
    answer = { ...answer, demo_balance: 9400, demo_balance_version: 7 };
    await client.fetchQuery({ queryKey: queryKeys.me, queryFn: async () => answer, staleTime: 0 });
    expect(client.getQueryData<UserDto>(queryKeys.me)).toMatchObject({ demo_balance: 9400, demo_balance_version: 7 });
  });

  it('does nothing before the user is loaded', () => {
    patchBalances(client, { balance: 5 });
    expect(client.getQueryData(queryKeys.me)).toBeUndefined();
  });
});

describe('applyTicks', () => {
  const prices = () => client.getQueryData<PriceMap>(queryKeys.prices)!;

  it('keeps the newest tick of each symbol, ignoring older ones that arrive late', () => {
    applyTicks(client, [
      { symbol: 'BTCUSD', price: 100, time: 2000 },
      { symbol: 'EURUSD', price: 1.1, time: 2000 },
    ]);
    applyTicks(client, [
      { symbol: 'BTCUSD', price: 99, time: 1000 },
      { symbol: 'EURUSD', price: 1.2, time: 3000 },
    ]);
    expect(prices()).toEqual({
      BTCUSD: { symbol: 'BTCUSD', price: 100, time: 2000 },
      EURUSD: { symbol: 'EURUSD', price: 1.2, time: 3000 },
    });
  });

  it('answers a new map rather than changing the cached one', () => {
    applyTicks(client, [{ symbol: 'BTCUSD', price: 100, time: 1 }]);
    const before = prices();
    applyTicks(client, [{ symbol: 'BTCUSD', price: 101, time: 2 }]);
    expect(before.BTCUSD.price).toBe(100);
    expect(prices().BTCUSD.price).toBe(101);
  });
});
