import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import type { ApiError } from '../../server/src/contracts/api';
import { DashboardTokenPayload } from '../../server/src/admin-queues/dashboard-tokens.service';
import { hmacKey } from '../../server/src/auth/hmac-key';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { AppConfig } from '../../server/src/config/app-config';
import { APP_CONFIG } from '../../server/src/config/config.module';
import { QUEUES } from '../../server/src/queue/jobs';
import { JobsService } from '../../server/src/queue/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';

const ADMIN = { email: 'queues-admin-of-this-run@example.com', password: 'admin-password-42' };

describe('the queues dashboard (bull-board) at /api/admin/queues: admins only', () => {
  let app: TestApp;
  const login = async (email: string, password: string) => (await app.login({ email, password })).body.tokens.access.token;
  const openSession = (token?: string) => app.request<ApiError | undefined>('POST', '/api/admin/queues/session', { token });
  const setCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('queues_session='))!;
  /** The cookie `POST .../session` set, as a request header. */
  const cookieOf = (headers: Headers) => setCookieOf(headers).split(';')[0];
  const adminCookie = async () => cookieOf((await openSession(await login(ADMIN.email, ADMIN.password))).headers);
  const page = (path: string, cookie?: string) => fetch(`${app.url}/api/admin/queues${path}`, { headers: cookie ? { cookie } : {} });
  const jwt = new JwtService();
  const payloadOf = (cookie: string) => jwt.decode<DashboardTokenPayload>(cookie.slice('queues_session='.length));
  /** A dashboard token signed with the deployment's key, as the server would (or would not) sign it. */
  const signed = (payload: object) => jwt.signAsync(payload, { secret: hmacKey(app.api.get<AppConfig>(APP_CONFIG).jwtSecret) as unknown as string });

  beforeAll(async () => {
    app = await startTestApp({ worker: false, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  });
  afterAll(() => app.close());

  it('opens a session for admins only: 401 for visitors, 403 for clients and staff', async () => {
    expect((await openSession()).status).toBe(401);
    const client = await app.newUser();
    const asClient = await openSession(client.token);
    expect(asClient.status).toBe(403);
    expect(asClient.body).toEqual({ status: false, message: 'This area is for admins only', code: 'FORBIDDEN' });
    const staff = await app.newUser();
    await app.api.get(RolesService).setRole(staff.email, 'staff');
    const refused = await openSession(await login(staff.email, staff.password));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: false, message: 'This area is for admins only', code: 'FORBIDDEN' });

    const res = await openSession(await login(ADMIN.email, ADMIN.password));
    expect(res.status).toBe(204);
    const setCookie = setCookieOf(res.headers);
    expect(setCookie).toMatch(/Path=\/api\/admin\/queues(;|$)/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toMatch(/Secure/); // PUBLIC_URL is http here
    expect(setCookie).toMatch(/Max-Age=900/);
    // A token of its own (which admin, which session, 15 minutes), not the access token.
    const payload = payloadOf(cookieOf(res.headers));
    expect(payload).toMatchObject({ typ: 'queues-dashboard', sub: expect.any(String), sid: expect.any(String) });
    expect(payload.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(890);
  });

  it('serves the dashboard, its assets and its API with the cookie, showing every queue of the catalogue', async () => {
    const cookie = await adminCookie();
    const html = await page('', cookie);
    expect(html.status).toBe(200);
    expect(html.headers.get('x-powered-by')).toBeNull();
    expect(html.headers.get('content-security-policy')).toContain("script-src 'self'");
    const text = await html.text();
    expect(text).toContain('<base href="/api/admin/queues/"');
    // Bull-board's Google Fonts stylesheet is left out: the CSP would refuse it.
    expect(text).not.toContain('fonts.googleapis.com');
    const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(text)![1];
    expect((await page(`/${script}`, cookie)).status).toBe(200);
    const css = /href="(static\/css\/main\.[^"]+\.css)"/.exec(text)![1];
    expect((await page(`/${css}`, cookie)).status).toBe(200);
    expect((await page(`/${script}`)).status).toBe(401);

    // A job waiting under this deployment's prefix (no worker here) shows in its queue's counts.
    await app.api.get(JobsService).add('sweep-decisions', {});
    const queues = await page('/api/queues', cookie);
    expect(queues.status).toBe(200);
    const listed = ((await queues.json()) as { queues: { name: string; counts: Record<string, number> }[] }).queues;
    expect(listed.map((q) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
    expect(listed.find((q) => q.name === QUEUES.backoffice)!.counts.waiting).toBeGreaterThanOrEqual(1);
  });

  it('refuses without a cookie, with a tampered or expired one, an access token in its place, and after logout', async () => {
    expect((await page('')).status).toBe(401);
    const noCookie = await page('/api/queues');
    expect(noCookie.status).toBe(401);
    expect(await noCookie.json()).toEqual({ status: false, message: 'Open the queues dashboard from the back office', code: 'UNAUTHORIZED' });

    const token = await login(ADMIN.email, ADMIN.password);
    const cookie = cookieOf((await openSession(token)).headers);
    const tampered = cookie.slice(0, -3) + (cookie.endsWith('abc') ? 'xyz' : 'abc');
    expect((await page('/api/queues', tampered)).status).toBe(401);
    const { sub, sid } = payloadOf(cookie);
    const expired = await signed({ sub, sid, typ: 'queues-dashboard', exp: Math.floor(Date.now() / 1000) - 5 });
    expect((await page('/api/queues', `queues_session=${expired}`)).status).toBe(401);
    // The admin's access token opens nothing here, and the dashboard's token is no bearer token.
    expect((await page('/api/queues', `queues_session=${token}`)).status).toBe(401);
    expect((await app.request('GET', '/api/backoffice/summary', { token: cookie.slice('queues_session='.length) })).status).toBe(401);

    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub, sid, typ: 'queues-dashboard' })).toString('base64url')}.`;
    const otherKey = await jwt.signAsync({ sub, sid, typ: 'queues-dashboard' }, { secret: 'not-our-secret' });
    for (const value of ['', 'x', 'a.b.c', noneAlg, otherKey, 'e'.repeat(3000), '%00%ED%A0%80', 'j:{"sub":1}']) {
      const res = await page('/api/queues', `queues_session=${value}`);
      expect([value.slice(0, 40), res.status]).toEqual([value.slice(0, 40), 401]);
    }

    expect((await page('/api/queues', cookie)).status).toBe(200);
    await app.request('POST', '/api/auth/logout', { token });
    const loggedOut = await page('/api/queues', cookie);
    expect(loggedOut.status).toBe(401);
    expect(((await loggedOut.json()) as ApiError).message).toMatch(/open it again from the back office/);
  });

  it('refuses a user who is no longer an admin: 401 when the role change ended the session, 403 on the role alone', async () => {
    const other = await app.newUser();
    await app.api.get(RolesService).setRole(other.email, 'admin');
    const cookie = cookieOf((await openSession(await login(other.email, other.password))).headers);
    expect((await page('/api/queues', cookie)).status).toBe(200);
    await app.api.get(DataSource).query(`UPDATE users SET roles = '{client,staff}' WHERE id = $1`, [other.id]);
    const demoted = await page('/api/queues', cookie);
    expect(demoted.status).toBe(403);
    expect(await demoted.json()).toEqual({ status: false, message: 'The queues dashboard is for admins only', code: 'FORBIDDEN' });
    // npm run user:role ends the user's sessions: the dashboard's cookie dies with them.
    await app.api.get(RolesService).setRole(other.email, 'staff');
    expect((await page('/api/queues', cookie)).status).toBe(401);
  });
});
