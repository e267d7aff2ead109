import { describe, expect, it } from 'vitest';
import type { TradeDto } from '@contracts/trading';
import {
  csvField,
  csvFilename,
  CSV_HEADER,
  filtersFromParams,
  filtersToParams,
  filterTrades,
  hasFilters,
  instrumentsIn,
  NO_FILTERS,
  profitLoss,
  summarize,
  tradesCsv,
} from './trade-history';
import { formatProfitLoss, formatWinRate, profitLossTone } from './trade-history-format';
import { tradeFixture } from './trade.fixture';

// Local times (no zone): the date filters and the CSV work in the browser's local time.
const trade = (id: number, over: Partial<TradeDto> = {}): TradeDto => tradeFixture({ trade_id: id, ...over });

const won = (id: number, over: Partial<TradeDto> = {}) => trade(id, { status: 'Won', end_price: 91010, payout: 17.5, ...over });
const lost = (id: number, over: Partial<TradeDto> = {}) => trade(id, { status: 'Lost', end_price: 90990, payout: 0, ...over });

describe('profitLoss', () => {
  it('is payout minus stake on a win, minus the stake on a loss, zero on a draw or void, none while pending', () => {
    expect(profitLoss(won(1))).toBe(7.5);
    expect(profitLoss(won(1, { amount: 0.1, payout: 0.3 }))).toBe(0.2); // not 0.19999999999999998
    expect(profitLoss(lost(1))).toBe(-10);
    expect(profitLoss(trade(1, { status: 'Draw', payout: 10 }))).toBe(0);
    expect(profitLoss(trade(1, { status: 'Void', payout: 10 }))).toBe(0);
    expect(profitLoss(trade(1))).toBeNull();
  });
});

describe('formatProfitLoss', () => {
  it('signs and groups the amount, a dash while pending', () => {
    expect(formatProfitLoss(1234.5)).toBe('+$1,234.50');
    expect(formatProfitLoss(-10)).toBe('\u2212$10.00');
    expect(formatProfitLoss(0)).toBe('$0.00');
    expect(formatProfitLoss(null)).toBe('—');
    expect([profitLossTone(1), profitLossTone(-1), profitLossTone(0), profitLossTone(null)]).toEqual(['up', 'down', 'flat', 'flat']);
  });
});

describe('filters', () => {
  const rows = [
    won(1, { trade_time: '2026-11-23T09:00:00' }),
    lost(2, { trade_time: '2026-11-22T23:59:59', symbol: 'ETHUSD' }),
    trade(3, { trade_time: '2026-11-22T00:00:00' }),
    won(4, { trade_time: '2026-11-21T12:00:00', symbol: 'ETHUSD' }),
  ];
  const ids = (f: Partial<typeof NO_FILTERS>) => filterTrades(rows, { ...NO_FILTERS, ...f }).map((t) => t.trade_id);

  it('keeps every row, in order, with no filter', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });

  it('filters by instrument and status', () => {
    expect(ids({ symbol: 'ETHUSD' })).toEqual([2, 4]);
    expect(ids({ status: 'Won' })).toEqual([1, 4]);
    expect(ids({ symbol: 'ETHUSD', status: 'Won' })).toEqual([4]);
    expect(ids({ status: 'Pending' })).toEqual([3]);
  });

  it('keeps both ends of the date range, whole local days', () => {
    expect(ids({ from: '2026-11-22', to: '2026-11-22' })).toEqual([2, 3]);
    expect(ids({ from: '2026-11-22' })).toEqual([1, 2, 3]);
    expect(ids({ to: '2026-11-21' })).toEqual([4]);
    expect(ids({ from: '2026-11-24' })).toEqual([]);
  });

  it('reads filters from a link and ignores what it cannot read', () => {
    expect(filtersFromParams(new URLSearchParams('symbol=ETHUSD&status=Won&from=2026-11-01&to=2026-11-30'))).toEqual({
      symbol: 'ETHUSD',
      status: 'Won',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(filtersFromParams(new URLSearchParams('status=won&from=yesterday&to='))).toEqual(NO_FILTERS);
  });

  it('writes only the filters set, keeping other params, and round-trips', () => {
    const f = { ...NO_FILTERS, status: 'Lost' as const, from: '2026-11-02' };
    const params = filtersToParams(f, new URLSearchParams('tab=x&symbol=BTCUSD'));
    expect(params.toString()).toBe('tab=x&status=Lost&from=2026-11-02');
    expect(filtersFromParams(params)).toEqual(f);
    expect(hasFilters(f)).toBe(true);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('lists the instruments present by name', () => {
    expect(instrumentsIn(rows)).toEqual([
      { symbol: 'BTCUSD', name: 'BTC/USD' },
      { symbol: 'ETHUSD', name: 'ETH/USD' },
    ]);
  });
});

describe('summarize', () => {
  it('counts the trades, wins over decided trades, and the net result', () => {
    const s = summarize([
      won(1),
      won(2, { amount: 20, payout: 35 }),
      lost(3),
      trade(4, { status: 'Draw', payout: 10 }),
      trade(5, { status: 'Void', payout: 10 }),
      trade(6),
    ]);
    expect(s).toEqual({ trades: 6, won: 2, lost: 1, winRate: 2 / 3, net: 7.5 + 15 - 10 });
    expect(formatWinRate(s.winRate)).toBe('66.7%');
  });

  it('has no win rate when nothing is decided', () => {
    expect(summarize([trade(1), trade(2, { status: 'Draw' })])).toMatchObject({ trades: 2, winRate: null, net: 0 });
    expect(summarize([])).toEqual({ trades: 0, won: 0, lost: 0, winRate: null, net: 0 });
    expect(formatWinRate(null)).toBe('—');
    expect(formatWinRate(1)).toBe('100%');
  });
});

describe('CSV', () => {
  it('quotes a field only when RFC 4180 asks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes a header and one line per row, CRLF, plain numbers with the instrument decimals', () => {
    const text = tradesCsv([
      won(7, { trade_time: '2026-11-23T14:03:12', expires_at: '2026-11-23T14:04:12', amount: 1000, payout: 1750, open_price: 91000.5, end_price: 91010 }),
      trade(8, { symbol: 'BCHBTC', open_price: 0.0052, trade_mode: 'Sell', source: 'ats', payout_percent: 80 }),
      lost(9, { symbol: 'Odd,"sym"' }),
      trade(10, { status: 'Closed', end_price: 91005, end_time: '2026-11-20T10:00:30', payout: 8.4 }),
    ]);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines).toEqual([
      CSV_HEADER.join(','),
      '7,2026-11-23 14:03:12,BTC/USD,Buy,1000.00,91000.50,91010.00,2026-11-23 14:04:12,Won,750.00,1750.00,75,Manual,',
      '8,2026-11-20 10:00:00,BCH/BTC,Sell,10.00,0.00520000,,2026-11-20 10:01:00,In Progress,,,80,ATS,',
      '9,2026-11-20 10:00:00,"Odd,""sym""",Buy,10.00,91000.00,90990.00,2026-11-20 10:01:00,Lost,-10.00,0.00,75,Manual,',
      '10,2026-11-20 10:00:00,BTC/USD,Buy,10.00,91000.00,91005.00,2026-11-20 10:01:00,Closed,-1.60,8.40,75,Manual,2026-11-20 10:00:30',
    ]);
  });

  it('names the file after the mode and the day', () => {
    expect(csvFilename('demo', new Date(2026, 10, 23, 9, 5))).toBe('trades-demo-2026-11-23.csv');
  });
});
