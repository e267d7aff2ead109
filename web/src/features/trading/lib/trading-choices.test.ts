import { describe, expect, it } from 'vitest';
import { INSTRUMENTS, instrumentsOfType } from '@contracts/instruments';
import { STRIKE_RATES } from '@contracts/trade-rules';
import { chosenDuration, chosenInstrument, chosenStrikeRate, FIRST_CHOICES, offeredInstruments, storedChoices } from './trading-choices';

describe('trading choices', () => {
  it('starts a new browser on EUR/USD, a major pair of the Currencies', () => {
    expect(FIRST_CHOICES).toEqual({ symbol: 'EURUSD', category: 'Currencies', duration: null, strikeRate: null });
    expect(chosenInstrument(FIRST_CHOICES, INSTRUMENTS)?.name).toBe('EUR/USD');
    expect(chosenInstrument(FIRST_CHOICES, INSTRUMENTS)?.trading_type).toBe('Currencies');
  });

  it('keeps a remembered instrument while it is offered, else the default, else the first offered', () => {
    expect(chosenInstrument({ symbol: 'ETHUSD' }, INSTRUMENTS)?.symbol).toBe('ETHUSD');
    expect(chosenInstrument({ symbol: 'NOPE' }, INSTRUMENTS)?.symbol).toBe('EURUSD');
    const crypto = instrumentsOfType('Cryptocurrency');
    expect(chosenInstrument({ symbol: 'NOPE' }, crypto)?.symbol).toBe(crypto[0].symbol);
    expect(chosenInstrument({ symbol: 'EURUSD' }, [])).toBeUndefined();
  });

  it('lists the server instruments of every category, the catalog before they load', () => {
    expect(offeredInstruments()).toHaveLength(INSTRUMENTS.length);
    const lists = { Cryptocurrency: instrumentsOfType('Cryptocurrency').slice(0, 2), Currencies: instrumentsOfType('Currencies').slice(0, 1) };
    expect(offeredInstruments(lists).map((i) => i.symbol)).toEqual(['BCHBTC', 'BTCUSD', 'EURUSD']);
  });

  it('keeps a remembered duration and option only while they are allowed', () => {
    expect(chosenDuration(300, [60, 300])).toBe(300);
    expect(chosenDuration(5, [60, 300])).toBe(60);
    expect(chosenDuration(null, [60, 300])).toBe(60);
    expect(chosenDuration(null, [])).toBe(60);
    expect(chosenStrikeRate(3, STRIKE_RATES)?.value).toBe(3);
    expect(chosenStrikeRate(9, STRIKE_RATES)?.value).toBe(1);
    expect(chosenStrikeRate(null, [])).toBeUndefined();
  });

  it('reads back only well-formed stored values', () => {
    expect(storedChoices({ symbol: 'BTCUSD', category: 'Cryptocurrency', duration: 300, strikeRate: 2 })).toEqual({
      symbol: 'BTCUSD',
      category: 'Cryptocurrency',
      duration: 300,
      strikeRate: 2,
    });
    expect(storedChoices(undefined)).toEqual(FIRST_CHOICES);
    expect(storedChoices({ symbol: 7, category: 'Stocks', duration: -1, strikeRate: 1.5 })).toEqual(FIRST_CHOICES);
    expect(storedChoices('garbage')).toEqual(FIRST_CHOICES);
  });
});
