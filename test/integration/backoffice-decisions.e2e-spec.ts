import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { AuditPage, BackofficeKycItem, DecisionAccepted } from '../../server/src/contracts/backoffice';
import type { KycUpdatedEvent } from '../../server/src/contracts/events';
import { QUEUES } from '../../server/src/queue/jobs';
import { pngBytes } from '../support/files';
import { deleteRedisPrefix } from '../support/test-database';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';

const ADMIN = { email: 'decisions-admin@example.com', password: 'admin-password-42' };
const ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError; headers: Headers };

describe('back office: durable decisions on identity documents', () => {
  let app: TestApp;
  let admin: string;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);

  const decide = (id: string, action: 'approve' | 'reject', body: unknown = {}, token = admin) =>
    app.request<ApiEnvelope<DecisionAccepted> & ApiError>('POST', `/api/backoffice/kyc/${id}/${action}`, { token, body }) as Promise<Answer<DecisionAccepted>>;

  /** A client with a Pending identity document; answers the client and the record's id. */
  async function clientWithDocument(on: TestApp = app): Promise<{ client: TestUser; recordId: string }> {
    const client = await on.newUser();
    const res = await on.upload(
      '/api/profile/user-verification',
      { method: 'national_id', id_file: { data: pngBytes(), name: 'id.png', type: 'image/png' } },
      { token: client.token },
    );
    expect(res.status).toBe(201);
    const [row] = await sql<{ id: string }>('SELECT id FROM identity_verifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [client.id]);
    return { client, recordId: String(row.id) };
  }

  const applied = (decisionId: string) =>
    waitFor(async () => (await sql<{ applied_at: Date | null }>('SELECT applied_at FROM decisions WHERE id = $1', [decisionId]))[0]?.applied_at);

  beforeAll(async () => {
    app = await startTestApp({ env: ENV });
    const login = await app.login(ADMIN);
    admin = login.body.tokens.access.token;
  });
  afterAll(() => app.close());

  it('approve: 202, then applied once — status, live event, mail, audit row', async () => {
    const { client, recordId } = await clientWithDocument();
    expect((await me(app, client.token)).kyc_status).toBe('Pending');
    const socket = await app.socket(client.token);
    const events: KycUpdatedEvent[] = [];
    socket.on('kyc:updated', (e) => events.push(e));

    const res = await decide(recordId, 'approve');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: true, message: expect.any(String), data: { decision_id: expect.any(String), state: 'Pending' } });
    await applied(res.body.data.decision_id);

    expect(await me(app, client.token)).toMatchObject({ kyc_status: 'Approved', kyc_reason: null });
    await waitFor(async () => events.length > 0);
    expect(events).toEqual([{ status: 'Approved', reason: null, seq: expect.any(Number) }]);
    const mails = await sql<{ subject: string }>('SELECT subject FROM mail_outbox WHERE to_address = $1', [client.email]);
    expect(mails.map((m) => m.subject)).toContain('Your identity is verified');

    const audit = await app.request<ApiEnvelope<AuditPage>>('GET', `/api/backoffice/audit?kind=kyc&item=${recordId}`, { token: admin });
    expect(audit.status).toBe(200);
    expect(audit.body.data.next_cursor).toBeNull();
    expect(audit.body.data.items).toEqual([
      expect.objectContaining({
        action: 'approve',
        actor_email: ADMIN.email,
        item_kind: 'kyc',
        item_id: recordId,
        client_id: client.id,
        client_email: client.email,
        from_state: 'Pending',
        to_state: 'Approved',
        ip: expect.any(String),
      }),
    ]);
    const [{ id: adminId }] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN.email]);
    const byActor = await app.request<ApiEnvelope<AuditPage>>(
      'GET',
      `/api/backoffice/audit?actor=${adminId}&from=${new Date(Date.now() - 60_000).toISOString()}`,
      { token: admin },
    );
    expect(byActor.body.data.items.map((a) => a.item_id)).toContain(recordId);

    // Applying the same decision again (a retry, the sweeper's copy) changes nothing.
    const { DecisionsService } = await import('../../server/src/backoffice/decisions.service');
    expect(await app.worker!.get(DecisionsService).apply(res.body.data.decision_id)).toBe('done before');
    expect(await sql('SELECT 1 FROM audit_log WHERE item_kind = $1 AND item_id = $2', ['kyc', recordId])).toHaveLength(1);
  });

  it('reject needs a reason from the list (Other needs a text); the client sees it', async () => {
    const { client, recordId } = await clientWithDocument();
    expect((await decide(recordId, 'reject')).status).toBe(400);
    expect((await decide(recordId, 'reject', { reason: 'Because' })).status).toBe(400);
    const otherWithoutText = await decide(recordId, 'reject', { reason: 'Other' });
    expect([otherWithoutText.status, otherWithoutText.body.errors]).toEqual([400, { text: 'is required' }]);
    expect((await decide(recordId, 'reject', { reason: 'Other', text: '   ' })).body.errors).toEqual({ text: 'is required' });

    const res = await decide(recordId, 'reject', { reason: 'Expired' });
    expect(res.status).toBe(202);
    await applied(res.body.data.decision_id);
    expect(await me(app, client.token)).toMatchObject({ kyc_status: 'Rejected', kyc_reason: 'Expired' });

    const other = await clientWithDocument();
    const res2 = await decide(other.recordId, 'reject', { reason: 'Other', text: 'The photo is cut off' });
    expect(res2.status).toBe(202);
    await applied(res2.body.data.decision_id);
    expect(await me(app, other.client.token)).toMatchObject({ kyc_status: 'Rejected', kyc_reason: 'The photo is cut off' });
  });

  it('a double approve answers one 202 and one 409 with the item’s state', async () => {
    const { recordId } = await clientWithDocument();
    const first = await decide(recordId, 'approve');
    const second = await decide(recordId, 'approve');
    expect(first.status).toBe(202);
    expect(second.status).toBe(409);
    // Still waiting for the worker, or already applied by it: either way the state is named.
    expect(['Pending', 'Approved']).toContain(second.body.errors?.state);
    await applied(first.body.data.decision_id);
    const third = await decide(recordId, 'reject', { reason: 'Expired' });
    expect(third.status).toBe(409);
    expect(third.body.errors).toEqual({ state: 'Approved' });
  });

  it('concurrent decisions: exactly one is recorded and applied', async () => {
    const { client, recordId } = await clientWithDocument();
    const answers = await Promise.all([
      decide(recordId, 'approve'),
      decide(recordId, 'approve'),
      decide(recordId, 'reject', { reason: 'Unreadable' }),
      decide(recordId, 'approve'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409, 409]);
    await applied(answers.find((a) => a.status === 202)!.body.data.decision_id);
    expect(await sql('SELECT 1 FROM decisions WHERE item_kind = $1 AND item_id = $2', ['kyc', recordId])).toHaveLength(1);
    expect(await sql('SELECT 1 FROM audit_log WHERE item_kind = $1 AND item_id = $2', ['kyc', recordId])).toHaveLength(1);
    expect(['Approved', 'Rejected']).toContain((await me(app, client.token)).kyc_status);
  });

  it('lists documents with the client, shows one, and serves its file with the stored-file headers', async () => {
    const { client, recordId } = await clientWithDocument();
    const list = await app.request<ApiEnvelope<BackofficeKycItem[]>>('GET', '/api/backoffice/kyc?status=Pending', { token: admin });
    expect(list.status).toBe(200);
    const item = list.body.data.find((i) => i.id === recordId);
    expect(item).toMatchObject({ user_id: client.id, client_email: client.email, status: 'Pending', file_url: `/api/backoffice/kyc/${recordId}/file` });
    expect(list.body.data.every((i) => i.status === 'Pending')).toBe(true);
    expect((await app.request('GET', '/api/backoffice/kyc?status=Bogus', { token: admin })).status).toBe(400);

    const one = await app.request<ApiEnvelope<BackofficeKycItem>>('GET', `/api/backoffice/kyc/${recordId}`, { token: admin });
    // The item alone also carries its case: its notes and its timeline.
    expect(one.body.data).toEqual({ ...item, notes: [], timeline: [expect.objectContaining({ event: 'created', at: item!.created_at })] });
    expect((await app.request('GET', '/api/backoffice/kyc/999999999999', { token: admin })).status).toBe(404);
    expect((await app.request('GET', '/api/backoffice/kyc/not-a-number', { token: admin })).status).toBe(404);

    const file = await fetch(`${app.url}/api/backoffice/kyc/${recordId}/file`, { headers: { authorization: `Bearer ${admin}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('answers 401 to visitors and 403 to clients on every route', async () => {
    const { client, recordId } = await clientWithDocument();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/backoffice/kyc?status=Pending'],
      ['GET', `/api/backoffice/kyc/${recordId}`],
      ['GET', `/api/backoffice/kyc/${recordId}/file`],
      ['POST', `/api/backoffice/kyc/${recordId}/approve`, {}],
      ['POST', `/api/backoffice/kyc/${recordId}/reject`, { reason: 'Expired' }],
      ['GET', '/api/backoffice/audit'],
    ];
    for (const [method, path, body] of routes) {
      expect([path, (await app.request(method, path, { body })).status]).toEqual([path, 401]);
      expect([path, (await app.request(method, path, { body, token: client.token })).status]).toEqual([path, 403]);
    }
    expect(await sql("SELECT 1 FROM decisions WHERE item_kind = 'kyc' AND item_id = $1", [recordId])).toHaveLength(0);
  });

  it('the audit log refuses UPDATE and DELETE', async () => {
    const [row] = await sql<{ id: string }>('SELECT id FROM audit_log ORDER BY id DESC LIMIT 1');
    expect(row).toBeDefined();
    await expect(sql(`UPDATE audit_log SET reason = 'changed' WHERE id = $1`, [row.id])).rejects.toThrow(/append-only/);
    await expect(sql('DELETE FROM audit_log WHERE id = $1', [row.id])).rejects.toThrow(/append-only/);
  });

  it('a decision whose job is lost is applied by the sweeper', async () => {
    const apiOnly = await startTestApp({ worker: false, env: ENV });
    let second: TestApp | undefined;
    try {
      const { client, recordId } = await clientWithDocument(apiOnly);
      const login = await apiOnly.login(ADMIN);
      const res = await apiOnly.request<ApiEnvelope<DecisionAccepted>>('POST', `/api/backoffice/kyc/${recordId}/approve`, {
        token: login.body.tokens.access.token,
        body: {},
      });
      expect(res.status).toBe(202);
      const { decision_id } = res.body.data;
      // The job is lost (as with a wiped Redis): only the decision row remains.
      const queue = apiOnly.api.get<Queue>(getQueueToken(QUEUES.backoffice));
      const job = await queue.getJob(`decision-${decision_id}`);
      expect(job).toBeDefined();
      await job!.remove();
      expect(await queue.getJob(`decision-${decision_id}`)).toBeUndefined();
      await new Promise((r) => setTimeout(r, 500));
      expect((await sql<{ applied_at: Date | null }>('SELECT applied_at FROM decisions WHERE id = $1', [decision_id]))[0].applied_at).toBeNull();

      // A worker on the same deployment: its sweeper finds the unapplied decision and applies it.
      second = await startTestApp({ prefix: apiOnly.prefix, env: ENV });
      await waitFor(async () => (await sql<{ applied_at: Date | null }>('SELECT applied_at FROM decisions WHERE id = $1', [decision_id]))[0].applied_at, 15000);
      expect((await me(apiOnly, client.token)).kyc_status).toBe('Approved');
    } finally {
      await second?.close();
      await apiOnly.close();
    }
  });

  it('a decision survives losing every Redis key of the deployment between the 202 and its job (FLUSHALL)', async () => {
    const apiOnly = await startTestApp({ worker: false, env: ENV });
    let worker: TestApp | undefined;
    try {
      const { client, recordId } = await clientWithDocument(apiOnly);
      const login = await apiOnly.login(ADMIN);
      const res = await apiOnly.request<ApiEnvelope<DecisionAccepted>>('POST', `/api/backoffice/kyc/${recordId}/reject`, {
        token: login.body.tokens.access.token,
        body: { reason: 'Unreadable' },
      });
      expect(res.status).toBe(202);
      await deleteRedisPrefix(`${apiOnly.prefix}:`);
      expect(await apiOnly.api.get<Queue>(getQueueToken(QUEUES.backoffice)).getJob(`decision-${res.body.data.decision_id}`)).toBeUndefined();

      worker = await startTestApp({ prefix: apiOnly.prefix, env: ENV });
      const appliedAt = async () =>
        (await sql<{ applied_at: Date | null }>('SELECT applied_at FROM decisions WHERE id = $1', [res.body.data.decision_id]))[0].applied_at;
      await waitFor(appliedAt, 15000);
      expect(await me(apiOnly, client.token)).toMatchObject({ kyc_status: 'Rejected', kyc_reason: 'Unreadable' });
      expect(await sql('SELECT 1 FROM audit_log WHERE item_kind = $1 AND item_id = $2', ['kyc', recordId])).toHaveLength(1);
    } finally {
      await worker?.close();
      await apiOnly.close();
    }
  });
});
