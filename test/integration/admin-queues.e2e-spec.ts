import type { ApiError, LoginResponse } from '../../server/src/contracts/api';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { QUEUES } from '../../server/src/queue/jobs';
import { startTestApp, TestApp } from '../support/test-app';

const ADMIN = { email: 'queues-admin-of-this-run@example.com', password: 'admin-password-42' };

describe('the queues dashboard (bull-board) at /api/admin/queues: admins only', () => {
  let app: TestApp;
  const login = async (email: string, password: string) =>
    (await app.request<LoginResponse & ApiError>('POST', '/api/auth/login', { body: { email, password } })).body.tokens.access.token;
  const openSession = (token?: string) => app.request<ApiError | undefined>('POST', '/api/admin/queues/session', { token });
  /** The cookie `POST .../session` set, as a request header. */
  const cookieOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .find((c) => c.startsWith('queues_session='))!
      .split(';')[0];
  const page = (path: string, cookie?: string) => fetch(`${app.url}/api/admin/queues${path}`, { headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    app = await startTestApp({ worker: false, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  });
  afterAll(() => app.close());

  it('opens a session for admins only: 401 for visitors, 403 for clients and staff', async () => {
    expect((await openSession()).status).toBe(401);
    const client = await app.newUser();
    expect((await openSession(client.token)).status).toBe(403);
    const staff = await app.newUser();
    await app.api.get(RolesService).setRole(staff.email, 'staff');
    const refused = await openSession(await login(staff.email, staff.password));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: false, message: 'This area is for admins only' });

    const res = await openSession(await login(ADMIN.email, ADMIN.password));
    expect(res.status).toBe(204);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('queues_session='))!;
    expect(setCookie).toMatch(/Path=\/api\/admin\/queues/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
  });

  it('serves the dashboard, its assets and its API with the cookie, showing every queue of the catalogue', async () => {
    const cookie = cookieOf((await openSession(await login(ADMIN.email, ADMIN.password))).headers);
    const html = await page('', cookie);
    expect(html.status).toBe(200);
    const text = await html.text();
    expect(text).toContain('<base href="/api/admin/queues/"');
    const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(text)![1];
    expect((await page(`/${script}`, cookie)).status).toBe(200);

    const queues = await page('/api/queues', cookie);
    expect(queues.status).toBe(200);
    const names = ((await queues.json()) as { queues: { name: string }[] }).queues.map((q) => q.name).sort();
    expect(names).toEqual(Object.values(QUEUES).sort());
  });

  it('refuses without a cookie, with a tampered one, after logout, and to a demoted admin', async () => {
    expect((await page('')).status).toBe(401);
    expect((await page('/api/queues')).status).toBe(401);

    const token = await login(ADMIN.email, ADMIN.password);
    const cookie = cookieOf((await openSession(token)).headers);
    const tampered = cookie.slice(0, -3) + (cookie.endsWith('abc') ? 'xyz' : 'abc');
    expect((await page('/api/queues', tampered)).status).toBe(401);
    await app.request('POST', '/api/auth/logout', { token });
    expect((await page('/api/queues', cookie)).status).toBe(401);

    const other = await app.newUser();
    await app.api.get(RolesService).setRole(other.email, 'admin');
    const otherCookie = cookieOf((await openSession(await login(other.email, other.password))).headers);
    expect((await page('/api/queues', otherCookie)).status).toBe(200);
    // A role change ends the user's sessions: the dashboard's cookie dies with them.
    await app.api.get(RolesService).setRole(other.email, 'staff');
    expect((await page('/api/queues', otherCookie)).status).toBe(401);
  });
});
