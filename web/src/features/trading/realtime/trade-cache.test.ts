import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TradeDto, UserDto } from '@contracts/api';
import { queryKeys } from '../../../shared/api/query-keys';
import { applyTicks, patchBalances, upsertTrade, type PriceMap } from './trade-cache';

const trade = (id: number, time: string, over: Partial<TradeDto> = {}): TradeDto => ({
  trade_id: id,
  trade_time: time,
  symbol: 'BTCUSD',
  amount: 10,
  strike_rate: 1,
  payout_percent: 75,
  duration: 60,
  open_price: 91000,
  end_price: null,
  end_time: null,
  expires_at: time,
  status: 'Pending',
  trading_type: 'Cryptocurrency',
  trade_mode: 'Buy',
  mode: 'demo',
  payout: null,
  reason: null,
  source: 'manual',
  ...over,
});

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
    expect(before.BTCUSD!.price).toBe(100);
    expect(prices().BTCUSD!.price).toBe(101);
  });
});
