import type { Socket } from 'socket.io-client';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { SubmitTradeResponse } from '../../server/src/contracts/trading';
import type { Tokens } from '../../server/src/contracts/account';
import type { ServerToClientEvents } from '../../server/src/contracts/events';
import { startTestApp, TestApp, waitFor } from '../support/test-app';

/** Access tokens live this long here, so expiry is seen within the test. */
const ACCESS_TTL_SECONDS = 2;
const TRADE = { amount: 10, duration: 60, mode: 'demo', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy' };

describe('a socket leaves its user rooms when its token expires, unless re-authenticated first', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS) } });
    await app.pricesFlowing();
  });
  afterAll(() => app.close());

  it('stops receiving its events after expiry, but keeps the public ones; a socket re-authenticated in time keeps receiving', async () => {
    const u = await app.newUser();
    const expiring = await app.socket(u.token);
    const renewed = await app.socket(u.token);
    const opened = new Map<Socket, number>([
      [expiring, 0],
      [renewed, 0],
    ]);
    for (const s of opened.keys()) (s as Socket<ServerToClientEvents>).on('trade:opened', () => opened.set(s, opened.get(s)! + 1));

    const refresh = async () =>
      (await app.request<ApiEnvelope<null> & { tokens: Tokens }>('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh } })).body.tokens.access.token;
    const fresh = await refresh();
    await new Promise((resolve) => renewed.emit('auth', { token: fresh }, resolve));

    await new Promise((r) => setTimeout(r, ACCESS_TTL_SECONDS * 1000 + 300));
    // Both handshake tokens have expired; the renewed socket's token is fresh for a little longer, then renewed again.
    const fresher = await app.request<ApiEnvelope<null> & { tokens: Tokens }>('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    const token = fresher.body.tokens.access.token;
    await new Promise((resolve) => renewed.emit('auth', { token }, resolve));
    const res = await app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', { token, body: TRADE });
    expect(res.status).toBe(201);

    await waitFor(async () => opened.get(renewed) === 1, 2000);
    await new Promise((r) => setTimeout(r, 300));
    expect(opened.get(expiring)).toBe(0);
    expect(expiring.connected).toBe(true);
    let ticks = 0;
    (expiring as Socket<ServerToClientEvents>).on('price:tick', () => ticks++);
    await waitFor(async () => ticks > 0, 3000);
  });
});
