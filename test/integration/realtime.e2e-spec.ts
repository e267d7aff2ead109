import type { Socket } from 'socket.io-client';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { SubmitTradeResponse } from '../../server/src/contracts/trading';
import type { ServerToClientEvents } from '../../server/src/contracts/events';
import { me, startTestApp, TestApp, waitFor } from '../support/test-app';

type EventName = keyof ServerToClientEvents;
const EVENTS: EventName[] = ['price:tick', 'trade:opened', 'trade:settled', 'balance:updated'];
const PRIVATE: EventName[] = ['trade:opened', 'trade:settled', 'balance:updated'];

/** Records every event a socket receives, by name. */
function record(socket: Socket<ServerToClientEvents>): Map<EventName, unknown[]> {
  const seen = new Map<EventName, unknown[]>(EVENTS.map((e) => [e, []]));
  for (const e of EVENTS) socket.on(e, (payload: unknown) => seen.get(e)!.push(payload));
  return seen;
}

describe('realtime: events reach the right user and no other', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    await app.pricesFlowing();
  });
  afterAll(() => app.close());

  it("a trade's events go to its owner only; prices go to everybody", async () => {
    const [a, b] = await Promise.all([app.newUser(), app.newUser()]);
    const sockets = {
      a: await app.socket(a.token),
      a2: await app.socket(a.token), // a second tab of the same user
      b: await app.socket(b.token),
      anonymous: await app.socket(),
      forged: await app.socket(a.token.slice(0, -4) + 'AAAA'),
    };
    const seen = Object.fromEntries(Object.entries(sockets).map(([k, s]) => [k, record(s)])) as Record<keyof typeof sockets, Map<EventName, unknown[]>>;

    const res = await app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', {
      token: a.token,
      body: { amount: 25, duration: 1, mode: 'demo', strike_rate: 2, trading_type: 'Cryptocurrency', symbol: 'LTCUSD', trade_mode: 'Sell' },
    });
    expect(res.status).toBe(201);
    const tradeId = res.body.data.trade.trade_id;

    const [settled] = await waitFor(
      async () => seen.a.get('trade:settled')!.length > 0 && (seen.a.get('trade:settled') as Parameters<ServerToClientEvents['trade:settled']>),
    );
    await waitFor(async () => seen.a.get('balance:updated')!.length > 0 && seen.a2.get('balance:updated')!.length > 0, 2000);
    await new Promise((r) => setTimeout(r, 500)); // time for any stray event to arrive where it must not

    const [opened] = seen.a.get('trade:opened') as Parameters<ServerToClientEvents['trade:opened']>;
    expect(opened.trade.trade_id).toBe(tradeId);
    expect(opened.trade.status).toBe('Pending');
    expect(opened.demo_balance).toBe(10000 - 25);
    expect(opened.balance).toBe(0);

    expect(settled.trade.trade_id).toBe(tradeId);
    expect(settled.trade.status).not.toBe('Pending');
    expect(settled.trade.end_price).not.toBeNull();
    const now = await me(app, a.token);
    expect(settled.demo_balance).toBe(now.demo_balance);
    expect(settled.balance).toBe(now.balance);
    expect(seen.a.get('balance:updated')).toEqual([
      { balance: now.balance, demo_balance: now.demo_balance, balance_version: now.balance_version, demo_balance_version: now.demo_balance_version, seq: 3 },
    ]);
    // The owner's events are numbered in their order: opened 1, settled 2, balance 3.
    expect([opened.seq, settled.seq]).toEqual([1, 2]);
    // A loss moves escrow to house only; any other result credits the user's account: one more version.
    expect(settled.demo_balance_version).toBe(opened.demo_balance_version + (settled.trade.status === 'Lost' ? 0 : 1));
    expect(seen.a.get('trade:opened')).toHaveLength(1);
    expect(seen.a.get('trade:settled')).toHaveLength(1);
    expect(seen.a2.get('trade:settled')).toHaveLength(1);

    for (const who of ['b', 'anonymous', 'forged'] as const) {
      for (const e of PRIVATE) expect({ who, e, got: seen[who].get(e) }).toEqual({ who, e, got: [] });
    }
    for (const who of Object.keys(sockets) as (keyof typeof sockets)[]) {
      const ticks = seen[who].get('price:tick') as Parameters<ServerToClientEvents['price:tick']>;
      expect({ who, ticked: ticks.length > 0 }).toEqual({ who, ticked: true });
      expect(ticks[0].ticks.map((t) => t.symbol)).toContain('LTCUSD');
    }
  });

  it('an idempotent replay of a submit answers the stored result and emits no second trade:opened', async () => {
    const u = await app.newUser();
    const seen = record(await app.socket(u.token));
    const submit = () =>
      app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', {
        token: u.token,
        body: { amount: 10, duration: 60, mode: 'demo', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy' },
        headers: { 'idempotency-key': `replay-${u.id}` },
      });
    const first = await submit();
    await waitFor(async () => seen.get('trade:opened')!.length > 0, 2000);
    const replay = await submit();
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(replay.body).toEqual(first.body);
    await new Promise((r) => setTimeout(r, 500)); // time for a second event to arrive, were one sent
    expect(seen.get('trade:opened')).toHaveLength(1);
    expect((await me(app, u.token)).demo_balance).toBe(10000 - 10);
  });
});
