import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { LoginChallengeResponse, LoginResponse } from '../../server/src/contracts/account';
import { ACCOUNT_ACTION_MESSAGES, ACCOUNT_SUSPENDED_MESSAGE, type AccountStatusDto } from '../../server/src/contracts/account-status';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { refreshCookieOf, startTestApp, TestApp, waitFor } from '../support/test-app';
import { enrolTwoFactor, nextCode } from '../support/two-factor';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError; headers: Headers };

const ADMIN = { email: 'suspension-admin@example.com', password: 'admin-password-42' };

interface AuditRowRead {
  actor_id: string;
  action: string;
  item_kind: string;
  item_id: string;
  client_id: string;
  from_state: string;
  to_state: string;
  reason: string;
  ip: string | null;
}

/** Resolves with the reason when the server disconnects the socket. */
const disconnected = (s: Socket) => new Promise<string>((resolve) => s.on('disconnect', (reason) => resolve(reason)));

/**
 * POST /api/backoffice/clients/:id/suspend|reactivate: a suspended client's sign-in answers 403
 * ACCOUNT_SUSPENDED, and every token, refresh token and socket of theirs ends at once; reactivation
 * lets them sign in again. Each action is audited with its reason.
 */
describe('back office: suspending and reactivating a client account', () => {
  let app: TestApp;
  let admin: { token: string; id: string };
  let staff: { token: string; id: string };
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const act = (action: 'suspend' | 'reactivate', clientId: string, body: unknown, token = staff.token) =>
    app.request('POST', `/api/backoffice/clients/${clientId}/${action}`, { token, body }) as Promise<Answer<AccountStatusDto>>;
  const login = (who: { email: string; password: string }) =>
    app.request<LoginResponse & LoginChallengeResponse & ApiError>('POST', '/api/auth/login', { body: { email: who.email, password: who.password } });
  const meStatus = async (token: string) => (await app.request('GET', '/api/users/me', { token })).status;
  const refreshStatus = async (refresh_token: string) => (await app.request('POST', '/api/auth/refresh', { body: { refresh_token } })).status;
  const auditOf = (clientId: string) =>
    sql<AuditRowRead>(
      `SELECT actor_id, action, item_kind, item_id, client_id, from_state, to_state, reason, ip FROM audit_log WHERE item_kind = 'client' AND client_id = $1 ORDER BY id`,
      [clientId],
    );

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    const a = await app.login(ADMIN);
    admin = { token: a.body.tokens.access.token, id: a.body.data.id };
    const member = await app.newUser();
    await app.api.get(RolesService).setRole(member.email, 'staff');
    const s = await app.login(member);
    staff = { token: s.body.tokens.access.token, id: s.body.data.id };
  });
  afterAll(() => app.close());

  it('suspending ends every token, refresh token and socket of the client at once and refuses their sign-in; reactivating lets them in again', async () => {
    const client = await app.newUser();
    const phone = await login(client);
    const phoneToken = phone.body.tokens.access.token;
    const socket = await app.socket(client.token);
    const gone = disconnected(socket);
    expect([await meStatus(client.token), await meStatus(phoneToken)]).toEqual([200, 200]);

    const suspended = await act('suspend', client.id, { reason: '  Chargeback under investigation  ' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.message).toBe(ACCOUNT_ACTION_MESSAGES.suspended);
    expect(suspended.body.data).toEqual({ status: 'suspended', suspended_reason: 'Chargeback under investigation', suspended_at: expect.any(String) });
    expect(Math.abs(Date.parse(suspended.body.data.suspended_at!) - Date.now())).toBeLessThan(60_000);

    expect([await meStatus(client.token), await meStatus(phoneToken)]).toEqual([401, 401]);
    expect(await refreshStatus(client.refresh)).toBe(401);
    expect(await refreshStatus(refreshCookieOf(phone.headers)!)).toBe(401);
    expect(await waitFor(() => Promise.race([gone, Promise.resolve(null)]), 2000)).toBe('io server disconnect');

    const refused = await login(client);
    expect([refused.status, refused.body]).toEqual([403, { status: false, code: 'ACCOUNT_SUSPENDED', message: ACCOUNT_SUSPENDED_MESSAGE }]);
    expect(refreshCookieOf(refused.headers)).toBeUndefined();
    // A wrong password learns nothing of the account's status.
    expect((await login({ email: client.email, password: 'not-the-password' })).status).toBe(401);

    const reactivated = await act('reactivate', client.id, { reason: 'Chargeback withdrawn by the bank' }, admin.token);
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.message).toBe(ACCOUNT_ACTION_MESSAGES.reactivated);
    expect(reactivated.body.data).toEqual({ status: 'active', suspended_reason: null, suspended_at: null });
    const again = await login(client);
    expect(again.status).toBe(200);
    expect(await meStatus(again.body.tokens.access.token)).toBe(200);
    // Reactivation does not bring back the sessions suspension ended.
    expect(await meStatus(phoneToken)).toBe(401);

    expect(await auditOf(client.id)).toEqual([
      {
        actor_id: staff.id,
        action: 'suspend',
        item_kind: 'client',
        item_id: client.id,
        client_id: client.id,
        from_state: 'active',
        to_state: 'suspended',
        reason: 'Chargeback under investigation',
        ip: expect.any(String),
      },
      {
        actor_id: admin.id,
        action: 'reactivate',
        item_kind: 'client',
        item_id: client.id,
        client_id: client.id,
        from_state: 'suspended',
        to_state: 'active',
        reason: 'Chargeback withdrawn by the bank',
        ip: expect.any(String),
      },
    ]);
  });

  it('the audit log page lists both actions under the client', async () => {
    const client = await app.newUser();
    expect((await act('suspend', client.id, { reason: 'Identity fraud suspected' })).status).toBe(200);
    expect((await act('reactivate', client.id, { reason: 'Identity confirmed by call' })).status).toBe(200);
    const page = await app.request<ApiEnvelope<{ items: { action: string; reason: string; client_email: string | null }[] }>>(
      'GET',
      `/api/backoffice/audit?kind=client&client=${client.id}`,
      { token: admin.token },
    );
    expect(page.status).toBe(200);
    expect(page.body.data.items.map((e) => [e.action, e.reason, e.client_email])).toEqual([
      ['reactivate', 'Identity confirmed by call', client.email],
      ['suspend', 'Identity fraud suspected', client.email],
    ]);
  });

  it('a client with two-factor sign-in is refused at either step once suspended', async () => {
    const client = await app.newUser();
    const account = await enrolTwoFactor((path, body, token) => app.request('POST', `/api${path}`, { body, token }), client.email, client.token);
    const first = await login(client);
    expect([first.status, first.body.data.mfa_required]).toEqual([200, true]);
    const mfaToken = first.body.data.mfa_token;

    expect((await act('suspend', client.id, { reason: 'Account takeover suspected' })).status).toBe(200);
    const second = (await app.request('POST', '/api/auth/login/mfa', { body: { mfa_token: mfaToken, code: await nextCode(account) } })) as Answer<unknown>;
    expect([second.status, second.body.code, second.body.message]).toEqual([403, 'ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE]);
    const again = await login(client);
    expect([again.status, again.body.code]).toEqual([403, 'ACCOUNT_SUSPENDED']);
  });

  it('twice is a conflict: suspending a suspended account, reactivating an active one (409, nothing audited)', async () => {
    const client = await app.newUser();
    const notSuspended = await act('reactivate', client.id, { reason: 'Nothing to lift' });
    expect([notSuspended.status, notSuspended.body.message]).toEqual([409, ACCOUNT_ACTION_MESSAGES.notSuspended]);
    expect((await act('suspend', client.id, { reason: 'First' })).status).toBe(200);
    const twice = await act('suspend', client.id, { reason: 'Second' }, admin.token);
    expect([twice.status, twice.body.message]).toEqual([409, ACCOUNT_ACTION_MESSAGES.alreadySuspended]);
    expect((await auditOf(client.id)).map((r) => r.reason)).toEqual(['First']);
  });

  it('a reason is required: trimmed, 1 to 500 characters (400 naming reason)', async () => {
    const client = await app.newUser();
    for (const body of [{}, { reason: '   ' }, { reason: 7 }, { reason: 'x'.repeat(501) }]) {
      for (const action of ['suspend', 'reactivate'] as const) {
        const res = await act(action, client.id, body);
        expect({ body, action, status: res.status, code: res.body.code, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
          body,
          action,
          status: 400,
          code: 'VALIDATION_FAILED',
          fields: ['reason'],
        });
      }
    }
    expect((await act('suspend', client.id, { reason: 'x'.repeat(500) })).status).toBe(200);
    expect(await meStatus(client.token)).toBe(401);
  });

  it('an unknown or malformed id is 404 "Client not found"', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '12345']) {
      for (const action of ['suspend', 'reactivate'] as const) {
        const res = await act(action, id, { reason: 'Check' });
        expect({ id, action, status: res.status, message: res.body.message }).toEqual({
          id,
          action,
          status: 404,
          message: ACCOUNT_ACTION_MESSAGES.clientNotFound,
        });
      }
    }
  });

  it('nobody acts on their own account, and staff and admin accounts cannot be suspended (403)', async () => {
    for (const action of ['suspend', 'reactivate'] as const) {
      const own = await act(action, staff.id, { reason: 'Me' });
      expect([own.status, own.body.message]).toEqual([403, ACCOUNT_ACTION_MESSAGES.ownAccount]);
    }
    const ofAdmin = await act('suspend', admin.id, { reason: 'Not a client' });
    expect([ofAdmin.status, ofAdmin.body.message]).toEqual([403, ACCOUNT_ACTION_MESSAGES.onlyClients]);
    expect(await meStatus(admin.token)).toBe(200);
    expect(await auditOf(staff.id)).toEqual([]);
  });

  it('visitors are 401 and clients 403; the client stays signed in', async () => {
    const client = await app.newUser();
    const other = await app.newUser();
    const byVisitor = await app.request<ApiError>('POST', `/api/backoffice/clients/${client.id}/suspend`, { body: { reason: 'Visitor' } });
    expect([byVisitor.status, byVisitor.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const byClient = await act('suspend', client.id, { reason: 'Client' }, other.token);
    expect([byClient.status, byClient.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await act('reactivate', client.id, { reason: 'Client' }, other.token)).status).toBe(403);
    expect(await meStatus(client.token)).toBe(200);
    expect(await auditOf(client.id)).toEqual([]);
  });
});
