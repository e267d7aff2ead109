import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import { ADJUSTMENT_MESSAGES, type AdjustmentForStaff } from '../../server/src/contracts/adjustments';
import {
  type BackofficeItemDetail,
  type DecisionAccepted,
  AWAITING_SECOND_APPROVAL,
  REQUESTER_MESSAGE,
  SAME_APPROVER_MESSAGE,
} from '../../server/src/contracts/backoffice';
import type { LoginResponse } from '../../server/src/contracts/account';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { sandboxCard } from '../support/sandbox-card';
import { enrolTwoFactor } from '../support/two-factor';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError };
type Staff = { token: string; id: string; email: string };

const ADMIN = { email: 'adjustments-admin@example.com', password: 'admin-password-42' };

describe('back office: balance adjustments and second-factor resets, each approved by two staff besides its requester', () => {
  let app: TestApp;
  let admin: Staff;
  let asker: Staff;
  let checker: Staff;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const post = <T>(path: string, token: string | undefined, body: unknown = {}) =>
    app.request<ApiEnvelope<T> & ApiError>('POST', path, { token, body }) as Promise<Answer<T>>;
  const request = (client: string, body: unknown, by = asker) => post<AdjustmentForStaff>(`/api/backoffice/clients/${client}/adjustments`, by.token, body);
  const decide = (id: number | string, action: 'approve' | 'reject', by: Staff, body: unknown = {}) =>
    post<DecisionAccepted>(`/api/backoffice/adjustments/${id}/${action}`, by.token, body);
  const applied = (decisionId: string) =>
    waitFor(async () => (await sql<{ outcome: string }>('SELECT outcome FROM decisions WHERE id = $1 AND applied_at IS NOT NULL', [decisionId]))[0]?.outcome);
  const ledgerHolds = async () => expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);

  async function staffMember(): Promise<Staff> {
    const u = await app.newUser();
    await app.api.get(RolesService).setRole(u.email, 'staff');
    const login = await app.login({ email: u.email, password: u.password });
    return { token: login.body.tokens.access.token, id: login.body.data.id, email: u.email };
  }

  async function fundedClient(usd: number): Promise<TestUser> {
    const client = await app.newUser();
    await post('/api/deposit/card', client.token, sandboxCard(usd));
    await waitFor(async () => (await me(app, client.token)).balance === usd);
    return client;
  }

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    const a = await app.login(ADMIN);
    admin = { token: a.body.tokens.access.token, id: a.body.data.id, email: ADMIN.email };
    [asker, checker] = [await staffMember(), await staffMember()];
  });
  afterAll(() => app.close());

  it('a credit waits for two approvers besides its requester, then moves real money from the adjustments account, live', async () => {
    const client = await fundedClient(100);
    const socket = await app.socket(client.token);
    const balances: number[] = [];
    socket.on('balance:updated', (e) => balances.push(e.balance));

    const asked = await request(client.id, { amount: 25.5, direction: 'credit', reason: 'Goodwill after outage' });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ change: 'credit', amount: 25.5, status: 'Pending', requested_by: asker.id, requested_by_email: asker.email });
    const id = asked.body.data.adjustment_id;
    const [opened] = await sql<{ action: string; actor_id: string; client_id: string; to_state: string; reason: string }>(
      `SELECT action, actor_id, client_id, to_state, reason FROM audit_log WHERE item_kind = 'adjustment' AND item_id = $1 ORDER BY id LIMIT 1`,
      [String(id)],
    );
    expect(opened).toEqual({ action: 'request credit', actor_id: asker.id, client_id: client.id, to_state: 'Pending', reason: 'Goodwill after outage' });

    const own = await decide(id, 'approve', asker);
    expect([own.status, own.body.message]).toEqual([403, REQUESTER_MESSAGE]);
    const first = await decide(id, 'approve', checker);
    expect(first.status).toBe(202);
    expect(await applied(first.body.data.decision_id)).toBe(AWAITING_SECOND_APPROVAL);
    expect((await me(app, client.token)).balance).toBe(100);
    const twice = await decide(id, 'approve', checker);
    expect([twice.status, twice.body.message]).toEqual([409, SAME_APPROVER_MESSAGE]);

    const item = (await app.request<ApiEnvelope<BackofficeItemDetail<AdjustmentForStaff>>>('GET', `/api/backoffice/adjustments/${id}`, { token: admin.token }))
      .body.data;
    expect(item).toMatchObject({ review_state: AWAITING_SECOND_APPROVAL, first_approval_email: checker.email, client: { id: client.id } });

    const second = await decide(id, 'approve', admin);
    expect(await applied(second.body.data.decision_id)).toBe('Approved');
    expect((await me(app, client.token)).balance).toBe(125.5);
    await waitFor(async () => balances.includes(125.5));
    const [line] = await sql<{ kind: string; amount: string }>(`SELECT t.kind, t.amount FROM ledger_transfers t WHERE t.reference = $1`, [
      `adjustment:${id}:credit`,
    ]);
    expect(line).toEqual({ kind: 'adjustment_credit', amount: '2550' });
    expect(
      await sql(`SELECT 1 FROM audit_log WHERE item_kind = 'adjustment' AND item_id = $1 AND to_state = 'Approved' AND client_id = $2`, [
        String(id),
        client.id,
      ]),
    ).toHaveLength(1);
    await ledgerHolds();
  });

  it('a debit: refused past the balance when asked; applied after two approvals; a rejection by its requester moves nothing', async () => {
    const client = await fundedClient(50);
    const over = await request(client.id, { amount: 50.01, direction: 'debit', reason: 'Chargeback' });
    expect([over.status, over.body.errors?.amount]).toEqual([400, ADJUSTMENT_MESSAGES.overdraw]);

    const withdrawn = await request(client.id, { amount: 10, direction: 'debit', reason: 'Asked by mistake' });
    const reject = await decide(withdrawn.body.data.adjustment_id, 'reject', asker, { reason: 'Asked by mistake' });
    expect(await applied(reject.body.data.decision_id)).toBe('Rejected');

    const debit = await request(client.id, { amount: 20, direction: 'debit', reason: 'Chargeback of deposit' });
    await applied((await decide(debit.body.data.adjustment_id, 'approve', checker)).body.data.decision_id);
    await applied((await decide(debit.body.data.adjustment_id, 'approve', admin)).body.data.decision_id);
    expect((await me(app, client.token)).balance).toBe(30);
    await ledgerHolds();
  });

  it('refuses a request on one’s own account, on staff, on nobody, and bad input, opening nothing', async () => {
    const client = await fundedClient(10);
    const before = (await sql<{ n: number }>('SELECT count(*)::int AS n FROM adjustments'))[0].n;
    const own = await request(asker.id, { amount: 5, direction: 'credit', reason: 'Me' });
    expect([own.status, own.body.message]).toEqual([403, ADJUSTMENT_MESSAGES.ownAccount]);
    expect((await request(checker.id, { amount: 5, direction: 'credit', reason: 'Colleague' })).status).toBe(403);
    expect((await request('00000000-0000-0000-0000-000000000000', { amount: 5, direction: 'credit', reason: 'Ghost' })).status).toBe(404);
    expect((await request('nobody', { amount: 5, direction: 'credit', reason: 'Ghost' })).status).toBe(404);
    const bad: [unknown, string][] = [
      [{ direction: 'credit', reason: 'r' }, 'amount'],
      [{ amount: 0, direction: 'credit', reason: 'r' }, 'amount'],
      [{ amount: -5, direction: 'credit', reason: 'r' }, 'amount'],
      [{ amount: '5', direction: 'credit', reason: 'r' }, 'amount'],
      [{ amount: 1.001, direction: 'credit', reason: 'r' }, 'amount'],
      [{ amount: 1e9, direction: 'credit', reason: 'r' }, 'amount'],
      [{ amount: 5, direction: 'up', reason: 'r' }, 'direction'],
      [{ amount: 5, direction: 'credit' }, 'reason'],
      [{ amount: 5, direction: 'credit', reason: '  ' }, 'reason'],
      [{ amount: 5, direction: 'credit', reason: 'x'.repeat(501) }, 'reason'],
    ];
    for (const [body, field] of bad) {
      const res = await request(client.id, body);
      expect([JSON.stringify(body).slice(0, 60), res.status, Boolean(res.body.errors?.[field])]).toEqual([JSON.stringify(body).slice(0, 60), 400, true]);
    }
    expect((await post(`/api/backoffice/clients/${client.id}/adjustments`, client.token, { amount: 5, direction: 'credit', reason: 'me' })).status).toBe(403);
    expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM adjustments'))[0].n).toBe(before);
  });

  it('a second-factor reset: only for a client who has one, one at a time, applied after two approvals; the client signs in with the password alone', async () => {
    const client = await app.newUser();
    const none = await post(`/api/backoffice/clients/${client.id}/reset-2fa`, asker.token, { reason: 'Lost phone' });
    expect([none.status, none.body.message]).toEqual([409, ADJUSTMENT_MESSAGES.noSecondFactor]);
    await enrolTwoFactor((path, body, token) => app.request('POST', `/api/${path.replace(/^\//, '')}`, { token, body }), client.email, client.token);
    expect((await post(`/api/backoffice/clients/${client.id}/reset-2fa`, asker.token, {})).status).toBe(400);
    const asked = await post<AdjustmentForStaff>(`/api/backoffice/clients/${client.id}/reset-2fa`, asker.token, {
      reason: 'Lost phone, identity checked by video call',
    });
    expect([asked.status, asked.body.data.change, asked.body.data.amount]).toEqual([201, 'reset_2fa', null]);
    expect((await post(`/api/backoffice/clients/${client.id}/reset-2fa`, checker.token, { reason: 'again' })).status).toBe(409);

    await applied((await decide(asked.body.data.adjustment_id, 'approve', checker)).body.data.decision_id);
    const challenged = await app.request<LoginResponse>('POST', '/api/auth/login', { body: { email: client.email, password: client.password } });
    expect(challenged.body.tokens).toBeUndefined();
    await applied((await decide(asked.body.data.adjustment_id, 'approve', admin)).body.data.decision_id);
    const signedIn = await app.request<LoginResponse>('POST', '/api/auth/login', { body: { email: client.email, password: client.password } });
    expect([signedIn.status, typeof signedIn.body.tokens?.access.token]).toEqual([200, 'string']);
    const mails = await sql<{ subject: string }>(`SELECT subject FROM mail_outbox WHERE to_address = $1`, [client.email]);
    expect(mails.map((m) => m.subject)).toContain('Your two-factor sign-in was reset');
  });
});
