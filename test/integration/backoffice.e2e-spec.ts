import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { BackofficeSummary } from '../../server/src/contracts/backoffice';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { startTestApp, TestApp } from '../support/test-app';

const ADMIN = { email: 'admin-of-this-run@example.com', password: 'admin-password-42' };
const SET_ROLE = join(__dirname, '..', '..', 'dist', 'server', 'src', 'backoffice', 'set-role.js');

describe('back office: roles and access', () => {
  let app: TestApp;
  const login = (email: string, password: string) => app.login({ email, password });
  const summary = (token?: string) => app.request<ApiEnvelope<BackofficeSummary> & ApiError>('GET', '/api/backoffice/summary', { token });

  beforeAll(async () => {
    app = await startTestApp({ worker: false, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  });
  afterAll(() => app.close());

  it('creates the administrator from ADMIN_EMAIL and ADMIN_PASSWORD at start, e-mail confirmed', async () => {
    const res = await login(ADMIN.email, ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: ADMIN.email, email_verified: true, roles: ['client', 'staff', 'admin'] });
  });

  it('ensuring the administrator again changes nothing but the password it is given', async () => {
    const roles = app.api.get(RolesService);
    await roles.ensureAdmin(ADMIN.email, ADMIN.password);
    await roles.ensureAdmin(ADMIN.email, ADMIN.password);
    expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('answers 401 to visitors and 403 to clients, and the queues to staff', async () => {
    expect((await summary()).status).toBe(401);
    const client = await app.newUser();
    const refused = await summary(client.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: false, message: 'This area is for staff only', code: 'FORBIDDEN' });

    const admin = await login(ADMIN.email, ADMIN.password);
    const res = await summary(admin.body.tokens.access.token);
    expect(res.status).toBe(200);
    const { kyc } = res.body.data;
    expect(kyc).toEqual({ pending: expect.any(Number), oldest_age_seconds: kyc.pending ? expect.any(Number) : null });
  });

  it('a role change ends the user’s sessions, so the next sign-in carries the new roles', async () => {
    const user = await app.newUser();
    await app.api.get(RolesService).setRole(user.email, 'staff');
    expect((await summary(user.token)).status).toBe(401);
    const again = await login(user.email, user.password);
    expect(again.body.data.roles).toEqual(['client', 'staff']);
    expect((await summary(again.body.tokens.access.token)).status).toBe(200);

    await app.api.get(RolesService).setRole(user.email, 'client');
    const demoted = await login(user.email, user.password);
    expect((await summary(demoted.body.tokens.access.token)).status).toBe(403);
  });

  describe('npm run user:role', () => {
    const run = (...args: string[]) => spawnSync('node', [SET_ROLE, ...args], { env: { ...process.env, LOG_LEVEL: 'warn' }, encoding: 'utf8', timeout: 30000 });

    it('makes a user staff from a shell', async () => {
      const user = await app.newUser();
      const res = run('--email', user.email, '--role', 'staff');
      expect(res.stdout).toContain('client, staff');
      expect(res.status).toBe(0);
      expect((await login(user.email, user.password)).body.data.roles).toEqual(['client', 'staff']);
    });

    it('exits 1 naming an unknown e-mail, and 2 with the usage for a bad role', () => {
      const unknown = run('--email', 'nobody-here@example.com', '--role', 'staff');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('No user has the e-mail nobody-here@example.com');
      const bad = run('--email', 'nobody-here@example.com', '--role', 'root');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('Usage: npm run user:role');
    });
  });
});
