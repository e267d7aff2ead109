import { randomUUID } from 'node:crypto';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { Candle } from '../../server/src/contracts/market';
import type { LoginResponse, Tokens, UserDto } from '../../server/src/contracts/account';
import type { SubmitTradeResponse, TradeDto, TradingOptions } from '../../server/src/contracts/trading';
import { INSTRUMENTS } from '../../server/src/contracts/instruments';
import { STRIKE_RATES } from '../../server/src/contracts/trade-rules';
import { refreshCookieOf, startTestApp, TestApp } from '../support/test-app';

const registration = (over: Record<string, unknown> = {}) => {
  const password = 'correct-horse-42';
  return { firstname: 'Ada', lastname: 'Lovelace', email: `ada-${randomUUID()}@example.com`, password, confirmPassword: password, ...over };
};

describe('accounts, sessions and the public API', () => {
  let app: TestApp;
  const post = <T = ApiError>(path: string, body: unknown, token?: string) => app.request<T>('POST', path, { body, token });
  const refresh = (token: string) =>
    app.request<ApiEnvelope<null> & { tokens: Tokens }>('POST', '/api/auth/refresh', { headers: { cookie: `refresh_token=${encodeURIComponent(token)}` } });

  beforeAll(async () => {
    app = await startTestApp();
    await app.pricesFlowing();
  });
  afterAll(() => app.close());

  describe('register', () => {
    it.each([
      ['firstname', { firstname: undefined }, 'is required'],
      ['lastname', { lastname: '   ' }, 'is required'],
      ['email', { email: undefined }, 'must not be empty'],
      ['email', { email: 'ada-at-example.com' }, 'is invalid'],
      ['password', { password: 'short7!', confirmPassword: 'short7!' }, 'must be at least 8 characters long'],
      ['phone', { phone: '12345' }, 'must be at least 10 characters long'],
      ['confirmPassword', { confirmPassword: 'correct-horse-43' }, 'Password and Confirm Password does not match'],
      ['confirmPassword', { confirmPassword: undefined }, 'is required'],
      ['role', { role: 'admin' }, 'is not an accepted field'],
    ])('refuses a bad %s (%j) with "%s"', async (field, over, message) => {
      const res = await post('/api/auth/register', registration(over));
      expect(res.status).toBe(400);
      expect(res.body.status).toBe(false);
      expect(res.body.errors?.[field]).toBe(message);
    });

    it('answers a session, then refuses the same e-mail in any case with 409', async () => {
      const body = registration({ phone: '+44 20 7946 0000' });
      const first = await post<ApiEnvelope<{ session: string }>>('/api/auth/register', body);
      expect(first.status).toBe(201);
      expect(first.body.data.session).toEqual(expect.any(String));
      const again = await post('/api/auth/register', { ...body, email: body.email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ status: false, message: expect.stringMatching(/already exists/), code: 'CONFLICT' });
    });
  });

  describe('login and the session', () => {
    it('a wrong password and an unknown e-mail get the same 401', async () => {
      const u = await app.newUser();
      const wrong = await post('/api/auth/login', { email: u.email, password: 'not-the-password' });
      const unknown = await post('/api/auth/login', { email: `nobody-${randomUUID()}@example.com`, password: u.password });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body.message).toBe('Invalid email or password');
    });

    it('logs in with the e-mail in any case: the user and the access token in the body, the refresh token in an httpOnly cookie only', async () => {
      const u = await app.newUser();
      const res = await post<LoginResponse>('/api/auth/login', { email: u.email.toUpperCase(), password: u.password });
      expect(res.status).toBe(200);
      expect(res.body.data.email).toBe(u.email);
      expect(res.body.tokens).toEqual({ access: { token: expect.any(String), expires: expect.any(String) } });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))!;
      expect(cookie).toMatch(/; Path=\/api\/auth/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).not.toMatch(/; Secure/); // PUBLIC_URL is http here
      expect(refreshCookieOf(res.headers)).not.toBe(u.refresh);
      expect(JSON.stringify(res.body)).not.toContain(refreshCookieOf(res.headers));
    });

    it('/api/users/me needs a valid token and never shows a password', async () => {
      const u = await app.newUser();
      expect((await app.request('GET', '/api/users/me')).status).toBe(401);
      expect((await app.request('GET', '/api/users/me', { token: u.token.slice(0, -3) + 'xyz' })).status).toBe(401);
      const res = await app.request<ApiEnvelope<UserDto>>('GET', '/api/users/me', { token: u.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: u.id, email: u.email, balance: 0, demo_balance: 10000, roles: ['client'] });
      expect(JSON.stringify(res.body).toLowerCase()).not.toMatch(/password|hash/);
    });

    // A spent token's reuse after the grace ending the family: refresh-race.e2e-spec.ts.
    it('refresh rotates: a new refresh token, and the spent one answers that same token during the grace', async () => {
      const u = await app.newUser();
      const first = await refresh(u.refresh);
      expect(first.status).toBe(200);
      const next = refreshCookieOf(first.headers)!;
      expect(first.body.tokens).toEqual({ access: { token: expect.any(String), expires: expect.any(String) } });
      expect(next).not.toBe(u.refresh);
      expect((await app.request('GET', '/api/users/me', { token: first.body.tokens.access.token })).status).toBe(200);

      const again = await refresh(u.refresh); // another tab that sent the old cookie a moment later
      expect(again.status).toBe(200);
      expect(refreshCookieOf(again.headers)).toBe(next);
      expect((await refresh(next)).status).toBe(200);
    });

    it('a refresh token in the body still works for clients without cookies', async () => {
      const u = await app.newUser();
      const res = await post<ApiEnvelope<null> & { tokens: Tokens }>('/api/auth/refresh', { refresh_token: u.refresh });
      expect(res.status).toBe(200);
      expect(refreshCookieOf(res.headers)).not.toBe(u.refresh);
    });

    it('logout revokes the refresh token, clears its cookie, and refuses without any credential', async () => {
      const u = await app.newUser();
      const out = await app.request('POST', '/api/auth/logout', { token: u.token, headers: { cookie: `refresh_token=${u.refresh}` } });
      expect(out.status).toBe(200);
      expect(refreshCookieOf(out.headers)).toBe('');
      expect((await refresh(u.refresh)).status).toBe(401);
      expect((await refresh('never-issued-token')).status).toBe(401);
      expect((await app.request('POST', '/api/auth/refresh')).status).toBe(401);
      expect((await app.request('POST', '/api/auth/logout')).status).toBe(401);
    });
  });

  describe('public and scoped reads', () => {
    it('GET /api/health reports PostgreSQL and Redis up', async () => {
      const res = await app.request<ApiEnvelope<{ postgres: string; redis: string }>>('GET', '/api/health');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ postgres: 'up', redis: 'up' });
    });

    it('GET /api/trading/options lists durations, the five payout options and both instrument lists', async () => {
      const res = await app.request<ApiEnvelope<TradingOptions>>('GET', '/api/trading/options');
      expect(res.status).toBe(200);
      expect(res.body.data.durations).toEqual([1, 2, 60]); // the test app's TRADE_DURATIONS
      expect(res.body.data.strike_rates).toEqual(STRIKE_RATES);
      const { Cryptocurrency, Currencies } = res.body.data.instruments;
      expect(Cryptocurrency.length).toBeGreaterThanOrEqual(8);
      expect(Currencies.length).toBeGreaterThanOrEqual(8);
      expect([...Cryptocurrency, ...Currencies].map((i) => i.symbol).sort()).toEqual(INSTRUMENTS.map((i) => i.symbol).sort());
      expect(Currencies.every((i) => i.trading_type === 'Currencies')).toBe(true);
    });

    it('GET /api/market/candles answers ascending OHLC candles, and 400 for an unknown symbol', async () => {
      const res = await app.request<ApiEnvelope<Candle[]>>('GET', '/api/market/candles?symbol=BTCUSD&limit=50');
      expect(res.status).toBe(200);
      const candles = res.body.data;
      expect(candles).toHaveLength(50);
      for (let i = 1; i < candles.length; i++) expect(candles[i].time).toBeGreaterThan(candles[i - 1].time);
      for (const c of candles) {
        expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
        expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
      }
      const hourly = await app.request<ApiEnvelope<Candle[]>>('GET', '/api/market/candles?symbol=BTCUSD&interval=1h&limit=5');
      expect(hourly.body.data.map((c) => c.time % 3600)).toEqual([0, 0, 0, 0, 0]);
      expect(hourly.body.data[4].time - hourly.body.data[0].time).toBe(4 * 3600);
      // Shorter than a minute: folded from the ticks, on the interval's boundaries, the last closing at the latest price.
      for (const [interval, seconds] of [
        ['5s', 5],
        ['15s', 15],
      ] as const) {
        const fine = await app.request<ApiEnvelope<Candle[]>>('GET', `/api/market/candles?symbol=BTCUSD&interval=${interval}&limit=4`);
        expect(fine.status).toBe(200);
        expect(fine.body.data.length).toBeGreaterThan(0);
        expect(fine.body.data.length).toBeLessThanOrEqual(4);
        expect(fine.body.data.every((c) => c.time % seconds === 0 && c.low <= Math.min(c.open, c.close) && c.high >= Math.max(c.open, c.close))).toBe(true);
        expect(fine.body.data.at(-1)!.time).toBeGreaterThan(Date.now() / 1000 - 2 * seconds);
      }

      for (const query of ['symbol=NOPE', '', 'symbol=BTCUSD&interval=2m', 'symbol=BTCUSD&limit=0']) {
        const bad = await app.request<ApiError>('GET', `/api/market/candles?${query}`);
        expect({ query, status: bad.status }).toEqual({ query, status: 400 });
        expect(bad.body.status).toBe(false);
      }
    });

    it("GET /api/trading lists the caller's own trades of that mode only", async () => {
      const [a, b] = await Promise.all([app.newUser(), app.newUser()]);
      const body = { amount: 10, duration: 60, mode: 'demo', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy' };
      const placed = await post<ApiEnvelope<SubmitTradeResponse>>('/api/trading/submit', body, a.token);
      expect(placed.status).toBe(201);
      const id = placed.body.data.trade.trade_id;

      const list = (token: string, mode: string) => app.request<ApiEnvelope<TradeDto[]>>('GET', `/api/trading?mode=${mode}`, { token });
      expect((await list(a.token, 'demo')).body.data.map((t) => t.trade_id)).toEqual([id]);
      expect((await list(a.token, 'real')).body.data).toEqual([]);
      expect((await list(b.token, 'demo')).body.data).toEqual([]);
      expect((await list(b.token, 'nope')).status).toBe(400);
      expect((await app.request('GET', '/api/trading?mode=demo')).status).toBe(401);
    });

    it('an unknown API path is a 404 in the error shape', async () => {
      for (const [method, path] of [
        ['GET', '/api/xyz'],
        ['POST', '/api/auth/nope'],
        ['GET', '/api'],
      ]) {
        const res = await app.request<ApiError>(method, path);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        expect(res.body).toEqual({ status: false, message: expect.any(String), code: 'NOT_FOUND' });
      }
    });
  });
});
