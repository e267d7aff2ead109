import type { Socket } from 'socket.io-client';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { SubmitTradeResponse } from '../../server/src/contracts/trading';
import { USER_EVENT_LOG_SIZE, type MissedEventsDto, type ServerToClientEvents, type TradeSettledEvent } from '../../server/src/contracts/events';
import { UserEventLog } from '../../server/src/realtime/user-event-log';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';

/** DESIGN "Live events": a sequence per user, a capped log to recover what a client missed, balance versions. */
describe('live events: sequence, recovery after a reconnect, balance versions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    await app.pricesFlowing();
  });
  afterAll(() => app.close());

  const missed = (u: TestUser, query = '') => app.request<ApiEnvelope<MissedEventsDto>>('GET', `/api/realtime/events${query}`, { token: u.token });
  const trade = (u: TestUser, duration = 1) =>
    app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', {
      token: u.token,
      body: { amount: 5, duration, mode: 'demo', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy' },
    });
  /** A socket and the sequence number the server told it when it joined its user's rooms. */
  async function connect(u: TestUser): Promise<{ socket: Socket<ServerToClientEvents>; told: number[] }> {
    const told: number[] = [];
    const socket = await app.socket(u.token);
    socket.on('realtime:seq', ({ seq }) => told.push(seq));
    // The number may have come with the connection, before this listener: auth again to be told it.
    await new Promise((resolve) => socket.emit('auth', { token: u.token }, resolve));
    await waitFor(async () => told.length > 0, 2000);
    return { socket, told };
  }

  it("numbers a user's events 1, 2, 3..., tells a socket the current number, and answers the missed ones in order", async () => {
    const u = await app.newUser();
    const { socket, told } = await connect(u);
    expect(told).toEqual([0]);
    const live: { event: string; seq: number; payload: unknown }[] = [];
    for (const event of ['trade:opened', 'trade:settled', 'balance:updated'] as const) {
      socket.on(event, (payload: { seq: number }) => live.push({ event, seq: payload.seq, payload }));
    }
    expect((await trade(u)).status).toBe(201);
    await waitFor(async () => live.some((e) => e.event === 'balance:updated'), 10000);
    live.sort((a, b) => a.seq - b.seq);
    expect(live.map((e) => [e.seq, e.event])).toEqual([
      [1, 'trade:opened'],
      [2, 'trade:settled'],
      [3, 'balance:updated'],
    ]);

    // The log answers exactly what was sent live, in order.
    const all = await missed(u, '?after=0');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ status: true, message: expect.any(String), data: { events: live, complete: true, seq: 3 } });
    expect((await missed(u, '?after=2')).body.data).toEqual({ events: [live[2]], complete: true, seq: 3 });
    expect((await missed(u, '?after=3')).body.data).toEqual({ events: [], complete: true, seq: 3 });
    expect((await missed(u)).body.data).toEqual({ events: [], complete: true, seq: 3 });
    // A number from before the server's sequence started again: the log cannot cover it.
    expect((await missed(u, '?after=9')).body.data).toEqual({ events: [], complete: false, seq: 3 });
  });

  it('a trade that settles while the socket is away is recovered from the log by the next socket', async () => {
    const u = await app.newUser();
    const first = await connect(u);
    const opened = await trade(u, 2);
    expect(opened.status).toBe(201);
    await waitFor(async () => (await missed(u, '?after=0')).body.data.seq >= 1, 2000);
    const lastApplied = (await missed(u)).body.data.seq;
    first.socket.disconnect();

    await waitFor(async () => (await missed(u)).body.data.seq >= lastApplied + 2, 15000);
    const back = await connect(u);
    expect(back.told.at(-1)).toBeGreaterThan(lastApplied); // the client can tell it missed some
    const recovered = (await missed(u, `?after=${lastApplied}`)).body.data;
    expect(recovered.complete).toBe(true);
    const settled = recovered.events.find((e) => e.event === 'trade:settled')!.payload as TradeSettledEvent;
    expect(settled.trade.trade_id).toBe(opened.body.data.trade.trade_id);
    expect(settled.trade.status).not.toBe('Pending');
    const now = await me(app, u.token);
    const balance = recovered.events.find((e) => e.event === 'balance:updated')!.payload;
    expect(balance).toMatchObject({ demo_balance: now.demo_balance, demo_balance_version: now.demo_balance_version });
  });

  it("never shows another user's events", async () => {
    const [a, b] = await Promise.all([app.newUser(), app.newUser()]);
    expect((await trade(a, 60)).status).toBe(201);
    await waitFor(async () => (await missed(a)).body.data.seq === 1, 2000);
    expect((await missed(b, '?after=0')).body.data).toEqual({ events: [], complete: true, seq: 0 });
  });

  it('answers complete=false once the log no longer holds the first missed event', async () => {
    const u = await app.newUser();
    const log = app.api.get(UserEventLog);
    // One publish per event: the log keeps the latest USER_EVENT_LOG_SIZE publishes.
    for (let i = 0; i < USER_EVENT_LOG_SIZE + 5; i++) {
      await log.appendAndPublish([
        { userId: u.id, event: 'balance:updated', payload: { balance: i, demo_balance: 0, balance_version: i, demo_balance_version: 0 } },
      ]);
    }
    const seq = USER_EVENT_LOG_SIZE + 5;
    const past = (await missed(u, '?after=3')).body.data;
    expect(past.complete).toBe(false);
    expect(past.seq).toBe(seq);
    const within = (await missed(u, '?after=5')).body.data;
    expect(within.complete).toBe(true);
    expect(within.events.map((e) => e.seq)).toEqual(Array.from({ length: USER_EVENT_LOG_SIZE }, (_, i) => i + 6));
    expect(within.events[0].payload).toEqual({ balance: 5, demo_balance: 0, balance_version: 5, demo_balance_version: 0, seq: 6 });
  });

  it('refuses a bad `after` with 400, and a visitor with 401', async () => {
    const u = await app.newUser();
    for (const bad of ['abc', '-1', '1.5', '1e3', '', '0x10', '99999999999999999']) {
      const res = await missed(u, `?after=${encodeURIComponent(bad)}`);
      expect({ bad, status: res.status, field: Object.keys((res.body as unknown as { errors?: object }).errors ?? {}) }).toEqual({
        bad,
        status: 400,
        field: ['after'],
      });
    }
    expect((await missed(u, '?since=1')).status).toBe(400);
    expect((await app.request('GET', '/api/realtime/events?after=0')).status).toBe(401);
  });

  it('balance versions grow with every change and match between the events, the submit answer and /users/me', async () => {
    const u = await app.newUser();
    const start = await me(app, u.token);
    expect(start.demo_balance_version).toBe(1); // the demo grant
    expect(start.balance_version).toBe(0);
    const a = (await trade(u, 60)).body.data;
    const b = (await trade(u, 60)).body.data;
    expect([a.demo_balance_version, b.demo_balance_version]).toEqual([2, 3]);
    expect(b.balance_version).toBe(0);
    const now = await me(app, u.token);
    expect([now.demo_balance, now.demo_balance_version]).toEqual([b.demo_balance, 3]);
    const events = (await missed(u, '?after=0')).body.data.events;
    expect(events.map((e) => (e.payload as { demo_balance_version: number }).demo_balance_version)).toEqual([2, 3]);
  });
});
