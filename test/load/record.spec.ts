import { parseMoment, toSubmissions, type TradeRow } from './record';

const row = (user_id: string, at: number, amount = '150'): TradeRow => ({
  user_id,
  opened_at: new Date(at),
  symbol: 'EURUSD',
  trading_type: 'Currencies',
  amount,
  duration: 60,
  mode: 'demo',
  strike_rate: 2,
  trade_mode: 'Sell',
});

describe('record', () => {
  it('names users by order of first appearance, keeps offsets from the window start and turns cents into dollars', () => {
    const since = Date.parse('2026-11-24T17:00:00Z');
    const lines = toSubmissions([row('b-uuid', since + 10), row('a-uuid', since + 250, '1000000'), row('b-uuid', since + 1000)], since);
    expect(lines.map((l) => [l.user, l.at_ms, l.amount])).toEqual([
      ['u1', 10, 1.5],
      ['u2', 250, 10000],
      ['u1', 1000, 1.5],
    ]);
    expect(lines[0]).toMatchObject({ symbol: 'EURUSD', trading_type: 'Currencies', duration: 60, mode: 'demo', strike_rate: 2, trade_mode: 'Sell' });
  });

  it('reads --since and --until as spans back from now or as date-times', () => {
    const now = Date.parse('2026-11-24T17:00:00Z');
    expect(parseMoment('15m', now)).toBe(now - 15 * 60_000);
    expect(parseMoment('2h', now)).toBe(now - 7_200_000);
    expect(parseMoment('30s', now)).toBe(now - 30_000);
    expect(parseMoment('2026-11-24T16:00:00Z', now)).toBe(now - 3_600_000);
    expect(() => parseMoment('yesterday', now)).toThrow(/neither a span/);
  });
});
