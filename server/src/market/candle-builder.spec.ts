import { CandleBuilder } from './candle-builder';

const MINUTE = 60_000;
const t0 = 1_700_000_040_000; // the start of a minute: 28,333,334 x 60 s
const tick = (symbol: string, price: number, time: number) => ({ symbol, price, time });

describe('CandleBuilder', () => {
  it('opens a candle at the first tick of a minute', () => {
    const touched = new CandleBuilder().apply([tick('BTCUSD', 100, t0 + 1500)]);
    expect(touched.get('BTCUSD')).toEqual([t0 / 1000, 100, 100, 100, 100]);
  });

  it('folds later ticks of the same minute into high, low and close', () => {
    const b = new CandleBuilder();
    b.apply([tick('BTCUSD', 100, t0)]);
    b.apply([tick('BTCUSD', 105, t0 + 1000), tick('BTCUSD', 97, t0 + 2000)]);
    const touched = b.apply([tick('BTCUSD', 101, t0 + MINUTE - 1)]);
    expect(touched.get('BTCUSD')).toEqual([t0 / 1000, 100, 105, 97, 101]);
  });

  it('starts a new candle when the minute changes', () => {
    const b = new CandleBuilder();
    b.apply([tick('BTCUSD', 100, t0), tick('BTCUSD', 110, t0 + 30_000)]);
    const touched = b.apply([tick('BTCUSD', 90, t0 + MINUTE)]);
    expect(touched.get('BTCUSD')).toEqual([t0 / 1000 + 60, 90, 90, 90, 90]);
  });

  it('keeps instruments apart and reports only those touched', () => {
    const b = new CandleBuilder();
    b.apply([tick('BTCUSD', 100, t0), tick('EURUSD', 1.1, t0)]);
    const touched = b.apply([tick('EURUSD', 1.2, t0 + 1000)]);
    expect([...touched.keys()]).toEqual(['EURUSD']);
    expect(touched.get('EURUSD')).toEqual([t0 / 1000, 1.1, 1.2, 1.1, 1.2]);
  });

  it('continues a seeded candle of the same minute, and ignores a seed from an older minute', () => {
    const b = new CandleBuilder();
    b.seed('BTCUSD', [t0 / 1000, 100, 120, 80, 110]);
    b.seed('ETHUSD', [t0 / 1000 - 60, 10, 12, 8, 11]);
    b.seed('LTCUSD', null);
    const touched = b.apply([tick('BTCUSD', 125, t0 + 5000), tick('ETHUSD', 11.5, t0 + 5000), tick('LTCUSD', 84, t0 + 5000)]);
    expect(touched.get('BTCUSD')).toEqual([t0 / 1000, 100, 125, 80, 125]);
    expect(touched.get('ETHUSD')).toEqual([t0 / 1000, 11.5, 11.5, 11.5, 11.5]);
    expect(touched.get('LTCUSD')).toEqual([t0 / 1000, 84, 84, 84, 84]);
  });

  it('hands out copies: changing a returned or seeded candle does not change its state', () => {
    const b = new CandleBuilder();
    const seed: [number, number, number, number, number] = [t0 / 1000, 100, 100, 100, 100];
    b.seed('BTCUSD', seed);
    seed[2] = 999;
    const first = b.apply([tick('BTCUSD', 101, t0 + 1)]).get('BTCUSD')!;
    first[3] = -1;
    expect(b.apply([tick('BTCUSD', 100.5, t0 + 2)]).get('BTCUSD')).toEqual([t0 / 1000, 100, 101, 100, 100.5]);
  });
});
