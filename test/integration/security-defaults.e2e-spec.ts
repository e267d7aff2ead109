import { request as httpRequest } from 'node:http';
import { io } from 'socket.io-client';
import type { LoginResponse } from '../../server/src/contracts/account';
import { startTestApp, TestApp } from '../support/test-app';

const ALLOWED_ORIGIN = 'https://partner.example.com';
const FOREIGN_ORIGIN = 'https://evil.example.com';

/** A JSON request from another loopback address, as a second client machine would send it. */
function requestFrom(localAddress: string, url: string, method: string, body: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, localAddress, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** Whether a socket.io handshake with this Origin header is accepted. */
function socketAccepted(url: string, origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = io(url, { transports: ['websocket'], reconnection: false, extraHeaders: { origin } });
    s.on('connect', () => (s.disconnect(), resolve(true)));
    s.on('connect_error', () => (s.disconnect(), resolve(false)));
  });
}

describe('security defaults: lockouts, headers, CORS', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: false, env: { RATE_LIMIT_FACTOR: '1', CORS_ORIGINS: ALLOWED_ORIGIN } });
  });
  afterAll(() => app.close());

  describe('lockouts cannot be used against a victim', () => {
    it("ten wrong passwords from one address block that address for that e-mail, not the owner's correct login from elsewhere", async () => {
      const victim = await app.newUser();
      const attacker = (password: string) => requestFrom('127.0.0.2', `${app.url}/api/auth/login`, 'POST', { email: victim.email, password });
      for (let i = 0; i < 10; i++) expect((await attacker(`guess-number-${i}`)).status).toBe(401);
      expect((await attacker(victim.password)).status).toBe(429); // this address is blocked for this e-mail, even with the right password
      const owner = await app.request<LoginResponse>('POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } });
      expect(owner.status).toBe(200);
    });

    it('successful logins are not counted', async () => {
      const u = await app.newUser();
      for (let i = 0; i < 12; i++) expect((await app.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
    });

    it('PATCH /api/users/change-password answers 429 after ten wrong current passwords in the window, and changes nothing', async () => {
      const u = await app.newUser();
      const change = (current: string) =>
        app.request('PATCH', '/api/users/change-password', {
          token: u.token,
          body: { current, password: 'new-password-77', confirmPassword: 'new-password-77' },
        });
      for (let i = 0; i < 10; i++) expect((await change(`wrong-${i}`)).status).toBe(400);
      expect((await change(u.password)).status).toBe(429);
      expect((await app.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
    });
  });

  describe('headers', () => {
    it.each(['/', '/api/health', '/api/users/me'])('%s carries a strict CSP, frame-ancestors none and nosniff', async (path) => {
      const res = await fetch(app.url + path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    });
  });

  describe('CORS: same origin unless CORS_ORIGINS lists it, socket.io included', () => {
    const preflight = (origin: string) =>
      fetch(`${app.url}/api/users/me`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });

    it('grants no access to a foreign origin, and exactly the listed one', async () => {
      const foreign = await preflight(FOREIGN_ORIGIN);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const simple = await fetch(`${app.url}/api/health`, { headers: { origin: FOREIGN_ORIGIN } });
      expect(simple.headers.get('access-control-allow-origin')).toBeNull();

      const listed = await preflight(ALLOWED_ORIGIN);
      expect(listed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
    });

    it('socket.io refuses a handshake from a foreign origin and accepts its own, a listed one and non-browser clients', async () => {
      expect(await socketAccepted(app.url, FOREIGN_ORIGIN)).toBe(false);
      expect(await socketAccepted(app.url, app.url)).toBe(true);
      expect(await socketAccepted(app.url, ALLOWED_ORIGIN)).toBe(true);
      expect((await app.socket()).connected).toBe(true);
      const polling = await fetch(`${app.url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: FOREIGN_ORIGIN } });
      expect(polling.status).toBe(403);
      expect(polling.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  it('the refresh cookie is Secure when PUBLIC_URL is https', async () => {
    const { setRefreshCookie } = await import('../../server/src/auth/refresh-cookie');
    const cookies: [string, string, Record<string, unknown>][] = [];
    const res = { setCookie: (...args: [string, string, Record<string, unknown>]) => cookies.push(args) } as unknown as Parameters<typeof setRefreshCookie>[0];
    setRefreshCookie(res, 'https://trade.example.com', 't', new Date());
    setRefreshCookie(res, 'http://localhost:3000', 't', new Date());
    expect(cookies.map(([, , o]) => o)).toEqual([
      expect.objectContaining({ secure: true, httpOnly: true, sameSite: 'strict', path: '/api/auth' }),
      expect.objectContaining({ secure: false, httpOnly: true, sameSite: 'strict', path: '/api/auth' }),
    ]);
  });
});
