import type { AppConfig } from '../config/app-config';
import type { PriceTick } from '../contracts/events';
import { QUOTE_MAX_AGE_MS } from '../contracts/quotes';
import { LiveQuotes } from './live-quotes';
import { MarketService } from './market.service';
import type { TickStore } from './tick-store';

const NOW = 1_800_000_000_000;

/** A MarketService whose store holds `stored` and whose live quotes got `pushed` (in that order). */
function market(stored: PriceTick[], ...pushed: PriceTick[][]) {
  let onTicks: (ticks: PriceTick[]) => void = () => undefined;
  const store = {
    latestOf: jest.fn(async (symbols: string[]) => symbols.map((s) => stored.find((t) => t.symbol === s) ?? null)),
    subscribeQuotes: (handler: (ticks: PriceTick[]) => void) => ((onTicks = handler), { quit: async () => 'OK' }),
  };
  const live = new LiveQuotes(store as unknown as TickStore, { feedIntervalMs: 250 } as AppConfig);
  live.onModuleInit();
  pushed.forEach((ticks) => onTicks(ticks));
  return { service: new MarketService(store as unknown as TickStore, live, { quoteMaxAgeMs: QUOTE_MAX_AGE_MS }), latestOf: store.latestOf };
}

describe('MarketService.currentPrices', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());

  it('answers a quote pushed within two feed intervals without asking the store', async () => {
    const { service, latestOf } = market([], [{ symbol: 'BTCUSDT', time: NOW - 400, price: 101 }]);
    expect(await service.currentPrices(['BTCUSDT', 'BTCUSDT'])).toEqual(new Map([['BTCUSDT', { symbol: 'BTCUSDT', time: NOW - 400, price: 101 }]]));
    expect(latestOf).not.toHaveBeenCalled();
  });

  it('reads the store for an instrument whose pushed quote is older than that, or that was never pushed', async () => {
    const stored = [
      { symbol: 'BTCUSDT', time: NOW - 100, price: 102 },
      { symbol: 'EURUSD', time: NOW - 200, price: 1.1 },
    ];
    const { service, latestOf } = market(stored, [{ symbol: 'BTCUSDT', time: NOW - 600, price: 100 }]);
    expect(await service.currentPrices(['BTCUSDT', 'EURUSD'])).toEqual(new Map(stored.map((t) => [t.symbol, t])));
    expect(latestOf).toHaveBeenCalledWith(['BTCUSDT', 'EURUSD']);
  });

  it('keeps the newest pushed quote when batches arrive out of order', async () => {
    const { service } = market([], [{ symbol: 'BTCUSDT', time: NOW - 10, price: 103 }], [{ symbol: 'BTCUSDT', time: NOW - 300, price: 99 }]);
    expect((await service.currentPrices(['BTCUSDT'])).get('BTCUSDT')?.price).toBe(103);
  });

  it('has no price for an instrument the feed has not ticked for within the quote age (1 s)', async () => {
    const { service } = market([
      { symbol: 'BTCUSDT', time: NOW - QUOTE_MAX_AGE_MS - 1, price: 100 },
      { symbol: 'EURUSD', time: NOW - QUOTE_MAX_AGE_MS, price: 1.1 },
    ]);
    expect([...(await service.currentPrices(['BTCUSDT', 'EURUSD'])).keys()]).toEqual(['EURUSD']);
  });
});
