import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from '@contracts/instruments';
import { STRIKE_RATES } from '@contracts/trade-rules';
import { listInstruments, matchesInstrument, payoutPercentsText, toggleFavourite } from './instrument-search';

const symbols = (list: { symbol: string }[]) => list.map((i) => i.symbol);
const base = { instruments: INSTRUMENTS, category: 'Currencies' as const, query: '', favouritesOnly: false, favourites: [] as string[] };

describe('instrument search', () => {
  it('matches the symbol or the name, whatever the case, spaces or slash', () => {
    const eurusd = { symbol: 'EURUSD', name: 'EUR/USD' };
    for (const q of ['eur', 'EUR/U', 'eur usd', 'eurusd', ' usd ', '']) expect(matchesInstrument(eurusd, q)).toBe(true);
    for (const q of ['gbp', 'usd/eur', 'x']) expect(matchesInstrument(eurusd, q)).toBe(false);
  });

  it('lists the browsed category without a search, and every category with one', () => {
    expect(symbols(listInstruments(base))).toEqual(INSTRUMENTS.filter((i) => i.trading_type === 'Currencies').map((i) => i.symbol));
    expect(symbols(listInstruments({ ...base, query: 'btc' }))).toEqual(['BCHBTC', 'BTCUSD']);
    expect(symbols(listInstruments({ ...base, query: 'jpy' }))).toEqual(['USDJPY', 'EURJPY']);
    expect(listInstruments({ ...base, query: 'zzz' })).toEqual([]);
  });

  it('puts favourites first, of every category, in the order they were starred', () => {
    const listed = symbols(listInstruments({ ...base, favourites: ['USDJPY', 'BTCUSD', 'GBPUSD'] }));
    expect(listed.slice(0, 3)).toEqual(['USDJPY', 'BTCUSD', 'GBPUSD']);
    expect(listed).not.toContain('ETHUSD'); // another category, not starred, not searched
    expect(listed).toHaveLength(INSTRUMENTS.filter((i) => i.trading_type === 'Currencies').length + 1);
    expect(symbols(listInstruments({ ...base, query: 'usd', favourites: ['BTCUSD'] }))[0]).toBe('BTCUSD');
    expect(symbols(listInstruments({ ...base, query: 'jpy', favourites: ['BTCUSD'] }))).toEqual(['USDJPY', 'EURJPY']);
  });

  it('lists only favourites, of every category, when asked', () => {
    expect(symbols(listInstruments({ ...base, favouritesOnly: true, favourites: ['USDJPY', 'BTCUSD'] }))).toEqual(['USDJPY', 'BTCUSD']);
    expect(symbols(listInstruments({ ...base, favouritesOnly: true, favourites: ['USDJPY', 'BTCUSD'], query: 'btc' }))).toEqual(['BTCUSD']);
    expect(listInstruments({ ...base, favouritesOnly: true })).toEqual([]);
  });

  it('stars and unstars', () => {
    expect(toggleFavourite([], 'EURUSD')).toEqual(['EURUSD']);
    expect(toggleFavourite(['EURUSD', 'BTCUSD'], 'EURUSD')).toEqual(['BTCUSD']);
    expect(toggleFavourite(['BTCUSD'], 'EURUSD')).toEqual(['BTCUSD', 'EURUSD']);
  });

  it("says the chosen option's payout for both directions", () => {
    expect(payoutPercentsText(STRIKE_RATES[0])).toBe('Buy 75% · Sell 3%');
    expect(payoutPercentsText(STRIKE_RATES[4])).toBe('Buy 1% · Sell 61%');
    expect(payoutPercentsText(undefined)).toBe('');
  });
});
