import { analyse, MA_PERIODS, summarise } from './technical-analysis';

const rising = Array.from({ length: 250 }, (_, i) => 100 + i);
const falling = rising.slice().reverse();

describe('analyse', () => {
  it('reads nothing from an empty history', () => {
    const a = analyse([]);
    expect(a.summary).toBeNull();
    expect(a.counts).toEqual({ Buy: 0, Neutral: 0, Sell: 0 });
    expect([...a.movingAverages, ...a.oscillators].every((r) => r.value === null && r.verdict === null)).toBe(true);
  });

  it('names an SMA and an EMA for each period, then RSI and MACD', () => {
    const a = analyse(rising);
    expect(a.movingAverages.map((r) => r.name)).toEqual(MA_PERIODS.flatMap((p) => [`SMA (${p})`, `EMA (${p})`]));
    expect(a.oscillators.map((r) => r.name)).toEqual(['RSI (14)', 'MACD (12, 26, 9)']);
  });

  it('computes only the averages the history is long enough for', () => {
    const a = analyse(rising.slice(0, 60));
    const computed = a.movingAverages.filter((r) => r.value !== null).map((r) => r.name);
    expect(computed).toEqual(['SMA (10)', 'EMA (10)', 'SMA (20)', 'EMA (20)', 'SMA (50)', 'EMA (50)']);
    expect(a.movingAverages.find((r) => r.name === 'SMA (10)')!.value).toBeCloseTo(154.5, 6);
  });

  it('reads a steady rise as Buy on every average and overbought on RSI', () => {
    const a = analyse(rising);
    expect(a.movingAverages.every((r) => r.verdict === 'Buy')).toBe(true);
    expect(a.oscillators[0].verdict).toBe('Sell');
    expect(a.summary).toBe('Buy');
  });

  it('reads a steady fall as Sell on every average and oversold on RSI', () => {
    const a = analyse(falling);
    expect(a.movingAverages.every((r) => r.verdict === 'Sell')).toBe(true);
    expect(a.oscillators[0].verdict).toBe('Buy');
    expect(a.summary).toBe('Sell');
  });

  it('counts every verdict it gave', () => {
    const a = analyse(rising);
    const given = [...a.movingAverages, ...a.oscillators].filter((r) => r.verdict !== null).length;
    expect(a.counts.Buy + a.counts.Neutral + a.counts.Sell).toBe(given);
  });
});

describe('summarise', () => {
  it('leaves Neutral only when net Buy or Sell reaches a fifth of the readings', () => {
    expect(summarise({ Buy: 2, Neutral: 8, Sell: 0 })).toBe('Buy');
    expect(summarise({ Buy: 2, Neutral: 7, Sell: 1 })).toBe('Neutral');
    expect(summarise({ Buy: 0, Neutral: 8, Sell: 2 })).toBe('Sell');
    expect(summarise({ Buy: 0, Neutral: 0, Sell: 0 })).toBeNull();
  });
});
