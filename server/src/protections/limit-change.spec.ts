import { changeLimit, limitAt, NO_LIMIT } from './limit-change';

const NOW = new Date('2026-11-26T12:00:00Z');
const DAY_LATER = new Date('2026-11-27T12:00:00Z');

describe('changing a limit (the 24 h rule)', () => {
  it('sets a limit where there was none at once', () => {
    expect(changeLimit(NO_LIMIT, 5_000, NOW)).toEqual({ value: 5_000, pendingValue: null, pendingFrom: null });
  });

  it('lowers at once and drops a waiting raise', () => {
    const waiting = { value: 5_000, pendingValue: 9_000, pendingFrom: DAY_LATER };
    expect(changeLimit(waiting, 3_000, NOW)).toEqual({ value: 3_000, pendingValue: null, pendingFrom: null });
  });

  it('raises after 24 hours, the lower value staying in force until then', () => {
    expect(changeLimit({ ...NO_LIMIT, value: 5_000 }, 9_000, NOW)).toEqual({ value: 5_000, pendingValue: 9_000, pendingFrom: DAY_LATER });
  });

  it('removes after 24 hours', () => {
    expect(changeLimit({ ...NO_LIMIT, value: 5_000 }, null, NOW)).toEqual({ value: 5_000, pendingValue: null, pendingFrom: DAY_LATER });
  });

  it('keeps the time already waited when the same raise is asked again', () => {
    const earlier = new Date('2026-11-27T01:00:00Z');
    const waiting = { value: 5_000, pendingValue: 9_000, pendingFrom: earlier };
    expect(changeLimit(waiting, 9_000, NOW)).toEqual(waiting);
    expect(changeLimit(waiting, 8_000, NOW)).toEqual({ value: 5_000, pendingValue: 8_000, pendingFrom: DAY_LATER });
  });

  it('cancels a waiting change when the value in force is asked for', () => {
    expect(changeLimit({ value: 5_000, pendingValue: null, pendingFrom: DAY_LATER }, 5_000, NOW)).toEqual({
      value: 5_000,
      pendingValue: null,
      pendingFrom: null,
    });
  });

  it('applies a waiting change once its time has come', () => {
    const waiting = { value: 5_000, pendingValue: 9_000, pendingFrom: DAY_LATER };
    expect(limitAt(waiting, new Date(DAY_LATER.getTime() - 1))).toBe(waiting);
    expect(limitAt(waiting, DAY_LATER)).toEqual({ value: 9_000, pendingValue: null, pendingFrom: null });
    expect(changeLimit({ value: 5_000, pendingValue: null, pendingFrom: DAY_LATER }, 7_000, DAY_LATER)).toEqual({
      value: 7_000,
      pendingValue: null,
      pendingFrom: null,
    });
  });
});
