import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { LoginResponse, Tokens } from '../../server/src/contracts/account';
import type { SubmitTradeResponse } from '../../server/src/contracts/trading';
import type { ServerToClientEvents } from '../../server/src/contracts/events';
import { refreshCookieOf, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';

const TRADE = { amount: 10, duration: 60, mode: 'demo', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy' };

/** Resolves with the reason when the server disconnects the socket. */
const disconnected = (s: Socket) => new Promise<string>((resolve) => s.on('disconnect', (reason) => resolve(reason)));

/** Counts the trade:opened events a socket receives (it does only while in its user's room). */
function openedCount(s: Socket<ServerToClientEvents>): () => number {
  let n = 0;
  s.on('trade:opened', () => n++);
  return () => n;
}

describe('sessions end at once: logout, password change and reset revoke access tokens and sockets', () => {
  let app: TestApp;
  const login = async (u: TestUser) => {
    const res = await app.request<LoginResponse>('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(res.status).toBe(200);
    return { token: res.body.tokens.access.token, refresh: refreshCookieOf(res.headers)! };
  };
  const meStatus = async (token: string) => (await app.request('GET', '/api/users/me', { token })).status;
  const submit = (token: string) => app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', { token, body: TRADE });

  beforeAll(async () => {
    app = await startTestApp();
    await app.pricesFlowing();
  });
  afterAll(() => app.close());

  it('logout ends this session (access token 401 at once, socket disconnected) and leaves other devices signed in', async () => {
    const u = await app.newUser();
    const other = await login(u);
    const socket = await app.socket(u.token);
    const gone = disconnected(socket);
    const out = await app.request('POST', '/api/auth/logout', { token: u.token });
    expect(out.status).toBe(200);
    expect(await meStatus(u.token)).toBe(401);
    expect(await waitFor(() => Promise.race([gone, Promise.resolve(null)]), 1000)).toBe('io server disconnect');
    expect((await app.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh } })).status).toBe(401);
    expect(await meStatus(other.token)).toBe(200);
  });

  it('a password change from another device ends every session: its tokens, refresh tokens and sockets (no event reaches them)', async () => {
    const u = await app.newUser();
    const laptop = await login(u);
    const socket = await app.socket(laptop.token);
    const seen = openedCount(socket);
    expect((await submit(laptop.token)).status).toBe(201);
    await waitFor(async () => seen() === 1, 2000);

    const gone = disconnected(socket);
    const changed = await app.request<ApiEnvelope<null> & { tokens: Tokens }>('PATCH', '/api/users/change-password', {
      token: u.token,
      body: { current: u.password, password: 'a-brand-new-pass', confirmPassword: 'a-brand-new-pass' },
    });
    expect(changed.status).toBe(200);
    expect(await meStatus(laptop.token)).toBe(401);
    expect(await meStatus(u.token)).toBe(401);
    expect((await submit(laptop.token)).status).toBe(401);
    expect((await app.request('POST', '/api/auth/refresh', { body: { refresh_token: laptop.refresh } })).status).toBe(401);
    expect(await waitFor(() => Promise.race([gone, Promise.resolve(null)]), 1000)).toBe('io server disconnect');

    // The device that changed it continues in a new session; the laptop's old socket hears nothing of it.
    const fresh = changed.body.tokens.access.token;
    expect((await submit(fresh)).status).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen()).toBe(1);
  });

  it('a password reset ends every session at once', async () => {
    const u = await app.newUser();
    const socket = await app.socket(u.token);
    const gone = disconnected(socket);
    const tokens = app.api.get((await import('../../server/src/auth/tokens.service')).TokensService);
    await tokens.revokeAll(u.id); // what PasswordResetService.reset does after setting the password (mail flow: account-flows spec)
    expect(await meStatus(u.token)).toBe(401);
    expect(await waitFor(() => Promise.race([gone, Promise.resolve(null)]), 1000)).toBe('io server disconnect');
  });

  it('the onboarding session is refused after a password change', async () => {
    const email = `onboard-${randomUUID()}@example.com`;
    const password = 'correct-horse-42';
    const reg = await app.request<ApiEnvelope<{ session: string }>>('POST', '/api/auth/register', {
      body: { firstname: 'On', lastname: 'Board', email, password, confirmPassword: password },
    });
    const session = reg.body.data.session;
    const profile = { gender: 'female', date_of_birth: '1990-01-02', address: '1 Main St', city: 'Leeds', state: 'West Yorkshire', country: 'United Kingdom' };
    const login = await app.request<LoginResponse>('POST', '/api/auth/login', { body: { email, password } });
    const changed = await app.request('PATCH', '/api/users/change-password', {
      token: login.body.tokens.access.token,
      body: { current: password, password: 'another-pass-99', confirmPassword: 'another-pass-99' },
    });
    expect(changed.status).toBe(200);
    const res = await app.request<ApiError>('POST', '/api/auth/complete-profile', { body: { ...profile, session } });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/registration session is invalid/);
  });

  it('a validly signed token of a user or session that does not exist answers 401, never 500', async () => {
    const secret = readFileSync(join(tmpdir(), `trading-test-data-${process.env.TEST_RUN_ID}`, 'jwt-secret'), 'utf8');
    const jwt = new JwtService({ secret });
    const u = await app.newUser();
    const realSid = jwt.decode<{ sid: string }>(u.token).sid;
    const forged = [
      { sub: randomUUID(), sid: randomUUID(), roles: ['client'], typ: 'access' },
      { sub: randomUUID(), sid: realSid, roles: ['client'], typ: 'access' }, // someone else's session
      { sub: u.id, roles: ['client'], typ: 'access' }, // no session at all
      { sub: u.id, sid: 'not-a-uuid', roles: ['client'], typ: 'access' },
      { sub: u.id, sid: realSid, typ: 'onboarding' },
    ];
    for (const payload of forged) {
      const token = await jwt.signAsync(payload, { expiresIn: 60 });
      expect({ payload, status: (await submit(token)).status }).toEqual({ payload, status: 401 });
      expect({ payload, status: await meStatus(token) }).toEqual({ payload, status: 401 });
    }
  });

  it('a socket re-authenticated with a fresh token stays in its rooms; a bad token takes it out', async () => {
    const u = await app.newUser();
    const socket = await app.socket(u.token);
    const seen = openedCount(socket);
    const refreshed = await app.request<ApiEnvelope<null> & { tokens: Tokens }>('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh } });
    const fresh = refreshed.body.tokens.access.token;
    const auth = (token: string) => new Promise<{ ok: boolean }>((resolve) => (socket as unknown as Socket).emit('auth', { token }, resolve));
    expect(await auth(fresh)).toEqual({ ok: true });
    expect((await submit(fresh)).status).toBe(201);
    await waitFor(async () => seen() === 1, 2000);

    expect(await auth('not-a-token')).toEqual({ ok: false });
    expect((await submit(fresh)).status).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen()).toBe(1);
    expect(socket.connected).toBe(true); // still a visitor: public events go on
  });
});
