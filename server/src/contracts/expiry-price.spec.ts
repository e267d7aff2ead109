import { EXPIRY_PRICE_WAIT_MS, EXPIRY_TICK_MAX_AGE_MS } from './trade-rules';
import { expiryPrice, TICK_WINDOW_MS } from './expiry-price';

const AT = 1_700_000_000_000;
const tick = (msBefore: number, price = 100) => ({ time: AT - msBefore, price });

describe('expiryPrice (consistent tick)', () => {
  it('prices at the last tick at or before expiry once a later tick exists', () => {
    expect(expiryPrice({ at: AT, now: AT + 300, before: tick(200, 101.5), laterTick: true })).toEqual({ kind: 'price', price: 101.5 });
    expect(expiryPrice({ at: AT, now: AT + 300, before: tick(0, 99), laterTick: true })).toEqual({ kind: 'price', price: 99 });
  });

  it('waits while no later tick exists, even with a fresh tick before', () => {
    expect(expiryPrice({ at: AT, now: AT + 500, before: tick(200), laterTick: false })).toEqual({ kind: 'wait' });
    expect(expiryPrice({ at: AT, now: AT + EXPIRY_PRICE_WAIT_MS - 1, before: null, laterTick: false })).toEqual({ kind: 'wait' });
  });

  it('is Void when no tick came in the 5 s before expiry and a later one proves none will', () => {
    expect(expiryPrice({ at: AT, now: AT + 300, before: tick(EXPIRY_TICK_MAX_AGE_MS + 1), laterTick: true })).toEqual({ kind: 'void' });
    expect(expiryPrice({ at: AT, now: AT + 300, before: null, laterTick: true })).toEqual({ kind: 'void' });
    expect(expiryPrice({ at: AT, now: AT + 300, before: tick(EXPIRY_TICK_MAX_AGE_MS), laterTick: true })).toEqual({ kind: 'price', price: 100 });
  });

  it('decides after the wait without any later tick: the tick before if fresh, else Void', () => {
    const now = AT + EXPIRY_PRICE_WAIT_MS;
    expect(expiryPrice({ at: AT, now, before: null, laterTick: false })).toEqual({ kind: 'void' });
    expect(expiryPrice({ at: AT, now, before: tick(1000, 42), laterTick: false })).toEqual({ kind: 'price', price: 42 });
  });

  it('beyond the tick window takes the minute candle, Void without one', () => {
    const now = AT + TICK_WINDOW_MS;
    expect(expiryPrice({ at: AT, now, before: null, laterTick: true, minuteClose: 77 })).toEqual({ kind: 'price', price: 77 });
    expect(expiryPrice({ at: AT, now, before: null, laterTick: true, minuteClose: null })).toEqual({ kind: 'void' });
  });
});
