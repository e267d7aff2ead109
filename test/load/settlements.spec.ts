import { Settlements } from './settlements';

const trade = (trade_id: number, status: 'Won' | 'Closed' = 'Won') => ({ trade_id, expires_at: '2026-11-24T17:00:05.000Z', status });

describe('settlements', () => {
  it('counts each trade:settled once, a second one for the same trade as a duplicate, and the lag from expiry', () => {
    const s = new Settlements();
    expect(s.onEvent(trade(1), Date.parse('2026-11-24T17:00:05.250Z'))).toBe(250);
    expect(s.onEvent(trade(1), Date.parse('2026-11-24T17:00:06.000Z'))).toBeNull();
    expect(s.duplicates).toBe(1);
    expect(s.awaiting([1, 2, 3])).toBe(2);
  });

  it('counts a trade closed early as ended, without a settlement lag, and a second event for it as a duplicate', () => {
    const s = new Settlements();
    expect(s.onEvent(trade(7, 'Closed'), Date.parse('2026-11-24T17:00:01.000Z'))).toBeNull();
    expect(s.duplicates).toBe(0);
    expect(s.awaiting([7])).toBe(0);
    expect(s.verdict([7], null)).toEqual({ settled: 1, unsettled: 0, settledWithoutEvent: 0 });
    expect(s.onEvent(trade(7), Date.parse('2026-11-24T17:00:05.100Z'))).toBeNull();
    expect(s.duplicates).toBe(1);
  });

  it("takes the API's final status as the verdict, its event only for trades the API does not list; settled + unsettled = accepted", () => {
    const s = new Settlements();
    s.onEvent(trade(1), 0);
    s.onEvent(trade(4), 0);
    const api = { listed: new Set([1, 2, 3]), final: new Set([1, 2]) };
    // 1 final with its event; 2 final without; 3 still Pending; 4 not listed but its event came; 5 neither.
    const v = s.verdict([1, 2, 3, 4, 5], api);
    expect(v).toEqual({ settled: 3, unsettled: 2, settledWithoutEvent: 1 });
    expect(v.settled + v.unsettled).toBe(5);
    expect(s.verdict([1, 2, 3, 4, 5], null)).toEqual({ settled: 2, unsettled: 3, settledWithoutEvent: 0 });
  });
});
