import { DEFAULT_SYMBOL, INSTRUMENTS, INSTRUMENTS_BY_SYMBOL, instrumentsOfType, TRADING_TYPES } from './instruments';
import { fromCents, profitCents, toCents } from './money';
import { payoutPercent, potentialAmount, STRIKE_RATES, tradeOutcome } from './trade-rules';

describe('tradeOutcome', () => {
  it.each([
    ['Buy', 100, 101, 'Won'],
    ['Buy', 100, 99, 'Lost'],
    ['Buy', 100, 100, 'Draw'],
    ['Sell', 100, 99, 'Won'],
    ['Sell', 100, 101, 'Lost'],
    ['Sell', 100, 100, 'Draw'],
    ['Buy', 0.005201, 0.005202, 'Won'],
    ['Sell', 91000.01, 91000.02, 'Lost'],
  ] as const)('%s opened at %p, ended at %p: %s', (mode, open, end, expected) => {
    expect(tradeOutcome(mode, open, end)).toBe(expected);
  });
});

describe('payout arithmetic', () => {
  it('profit rounds down to the cent: the house never pays a fraction', () => {
    expect(profitCents(333, 75)).toBe(249); // 249.75
    expect(profitCents(1000, 75)).toBe(750);
    expect(profitCents(199, 3)).toBe(5); // 5.97
    expect(profitCents(100, 1)).toBe(1);
    expect(profitCents(99, 1)).toBe(0);
    expect(profitCents(0, 61)).toBe(0);
  });

  it('potentialAmount shows the profit with two decimals', () => {
    expect(potentialAmount(10, 75)).toBe('7.50');
    expect(potentialAmount(3.33, 75)).toBe('2.49');
    expect(potentialAmount(100, 61)).toBe('61.00');
    expect(potentialAmount(1, 1)).toBe('0.01');
    expect(potentialAmount(0.1 + 0.2, 75)).toBe('0.22'); // 30 cents, not 30.000000000000004
  });

  it('payoutPercent is the buy percent for Buy and the sell percent for Sell', () => {
    const option = { value: 9, buy: 40, sell: 7 };
    expect(payoutPercent(option, 'Buy')).toBe(40);
    expect(payoutPercent(option, 'Sell')).toBe(7);
  });

  it('a win returns at least the stake and at most stake x (1 + percent), for random stakes', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const stake = toCents(1 + Math.floor(random() * 10_000_000) / 100);
      const option = STRIKE_RATES[Math.floor(random() * STRIKE_RATES.length)];
      const percent = payoutPercent(option, random() < 0.5 ? 'Buy' : 'Sell');
      const won = stake + profitCents(stake, percent);
      expect(Number.isInteger(won)).toBe(true);
      expect(won).toBeGreaterThanOrEqual(stake);
      expect(won * 100).toBeLessThanOrEqual(stake * (100 + percent));
      expect(won * 100).toBeGreaterThan(stake * (100 + percent) - 100);
    }
  });
});

describe('cents', () => {
  it.each([
    [0.1 + 0.2, 30],
    [0.29, 29], // 0.29 x 100 = 28.999999999999996
    [4.35, 435], // 434.99999999999994
    [1.15, 115],
    [19.99, 1999],
    [0.07, 7],
    [10000, 1_000_000],
    [0, 0],
  ])('toCents(%p) = %p', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('fromCents reads numbers, bigints and numeric strings', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(BigInt(1_000_000))).toBe(10000);
    expect(fromCents('7')).toBe(0.07);
  });

  it('every two-decimal amount survives a round trip', () => {
    const broken: number[] = [];
    for (let cents = 0; cents <= 10_000_000; cents += 7) {
      if (toCents(fromCents(cents)) !== cents || fromCents(cents).toFixed(2) !== `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`)
        broken.push(cents);
    }
    expect(broken).toEqual([]);
    expect(toCents(fromCents(toCents(0.1) + toCents(0.2)))).toBe(30);
  });
});

describe('instrument catalog', () => {
  it('symbols are unique and indexed', () => {
    const symbols = INSTRUMENTS.map((i) => i.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(INSTRUMENTS_BY_SYMBOL.size).toBe(symbols.length);
    for (const i of INSTRUMENTS) expect(i.symbol).toBe(i.name.replace('/', ''));
  });

  it.each(TRADING_TYPES)('has at least 8 %s instruments', (type) => {
    expect(instrumentsOfType(type).length).toBeGreaterThanOrEqual(8);
    for (const i of instrumentsOfType(type)) expect(i.trading_type).toBe(type);
  });

  it('holds the reference instruments and the default symbol', () => {
    for (const s of ['BTCUSD', 'ETHUSD', 'ETHUSDT', 'BCHBTC', 'LTCUSD', 'XRPUSD', 'EURUSD', 'GBPUSD', 'USDJPY']) {
      expect(INSTRUMENTS_BY_SYMBOL.has(s)).toBe(true);
    }
    expect(DEFAULT_SYMBOL).toBe('EURUSD');
    expect(INSTRUMENTS_BY_SYMBOL.get(DEFAULT_SYMBOL)?.trading_type).toBe('Currencies');
  });

  it('every instrument has a positive price, volatility and sane decimals', () => {
    for (const i of INSTRUMENTS) {
      expect(i.reference_price).toBeGreaterThan(0);
      expect(i.volatility).toBeGreaterThan(0);
      expect(i.volatility).toBeLessThan(2);
      expect(i.decimals).toBeGreaterThanOrEqual(2);
      expect(i.decimals).toBeLessThanOrEqual(8);
    }
  });

  it("strike rates are the reference's five options", () => {
    expect(STRIKE_RATES.map((o) => [o.value, o.buy, o.sell])).toEqual([
      [1, 75, 3],
      [2, 12, 5],
      [3, 11, 13],
      [4, 1, 18],
      [5, 1, 61],
    ]);
  });
});
