import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { AuditPage, BackofficeItemDetail, BackofficeKycItem, DecisionAccepted } from '../../server/src/contracts/backoffice';
import type { KycUpdatedEvent } from '../../server/src/contracts/events';
import { FUNDS_MESSAGES } from '../../server/src/contracts/funds';
import type { IdentityVerificationDto } from '../../server/src/contracts/kyc';
import { pngBytes } from '../support/files';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';

const ADMIN = { email: 'resubmission-admin@example.com', password: 'admin-password-42' };
const ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
const BTC_WALLET = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const RESUBMISSION = 'Resubmission requested';
const WHAT_TO_FIX = 'The photo is blurred: upload a sharp picture of the whole card';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError };

describe('back office: asking a client for a new identity document', () => {
  let app: TestApp;
  let admin: string;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);

  const ask = (id: string, body: unknown, token = admin) =>
    app.request<ApiEnvelope<DecisionAccepted> & ApiError>('POST', `/api/backoffice/kyc/${id}/request-resubmission`, { token, body }) as Promise<
      Answer<DecisionAccepted>
    >;
  const staffItem = async (id: string) =>
    (await app.request<ApiEnvelope<BackofficeItemDetail<BackofficeKycItem>>>('GET', `/api/backoffice/kyc/${id}`, { token: admin })).body.data;
  const upload = (client: TestUser) =>
    app.upload<ApiEnvelope<IdentityVerificationDto> & ApiError>(
      '/api/profile/user-verification',
      { method: 'national_id', id_file: { data: pngBytes(), name: 'id.png', type: 'image/png' } },
      { token: client.token },
    );
  const latestRecord = async (userId: string) =>
    (
      await sql<{ id: string; status: string; reason: string | null; previous_id: string | null }>(
        'SELECT id::text, status, reason, previous_id::text FROM identity_verifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [userId],
      )
    )[0];
  const applied = (decisionId: string) =>
    waitFor(async () => (await sql<{ outcome: string }>('SELECT outcome FROM decisions WHERE id = $1 AND applied_at IS NOT NULL', [decisionId]))[0]?.outcome);

  /** A client with a Pending identity document; answers the client and the record's id. */
  async function clientWithDocument(): Promise<{ client: TestUser; recordId: string }> {
    const client = await app.newUser();
    expect((await upload(client)).status).toBe(201);
    return { client, recordId: (await latestRecord(client.id)).id };
  }

  beforeAll(async () => {
    app = await startTestApp({ env: ENV });
    admin = (await app.login(ADMIN)).body.tokens.access.token;
  });
  afterAll(() => app.close());

  it('the client is told what to fix, stays unable to withdraw, and the new upload reopens the case', async () => {
    const { client, recordId } = await clientWithDocument();
    await sql('UPDATE users SET email_verified = true WHERE id = $1', [client.id]);
    const socket = await app.socket(client.token);
    const events: KycUpdatedEvent[] = [];
    socket.on('kyc:updated', (e) => events.push(e));

    const res = await ask(recordId, { reason: `  ${WHAT_TO_FIX} ` });
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({ decision_id: expect.any(String), state: 'Pending' });
    expect(await applied(res.body.data.decision_id)).toBe(RESUBMISSION);

    expect(await latestRecord(client.id)).toMatchObject({ id: recordId, status: RESUBMISSION, reason: WHAT_TO_FIX });
    expect(await me(app, client.token)).toMatchObject({ kyc_status: RESUBMISSION, kyc_reason: WHAT_TO_FIX });
    const own = await app.request<ApiEnvelope<IdentityVerificationDto>>('GET', '/api/profile/user-verification', { token: client.token });
    expect(own.body.data).toMatchObject({ status: RESUBMISSION, reason: WHAT_TO_FIX });
    await waitFor(async () => events.length > 0);
    expect(events).toEqual([{ status: RESUBMISSION, reason: WHAT_TO_FIX, seq: expect.any(Number) }]);
    const [mail] = await sql<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [client.email],
    );
    expect(mail.subject).toBe('Please upload your identity document again');
    expect(mail.text_body).toContain(WHAT_TO_FIX);
    expect(mail.text_body).toContain('/user/verify');

    const audit = await app.request<ApiEnvelope<AuditPage>>('GET', `/api/backoffice/audit?kind=kyc&item=${recordId}`, { token: admin });
    expect(audit.body.data.items).toEqual([
      expect.objectContaining({
        action: 'request resubmission',
        actor_email: ADMIN.email,
        client_id: client.id,
        from_state: 'Pending',
        to_state: RESUBMISSION,
        reason: WHAT_TO_FIX,
      }),
    ]);

    const withdrawal = await app.request<ApiError>('POST', '/api/withdraw', { token: client.token, body: { amount: 10, wallet: BTC_WALLET, currency: 'btc' } });
    expect([withdrawal.status, withdrawal.body.message]).toEqual([403, FUNDS_MESSAGES.identityNotApproved]);

    const again = await upload(client);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ status: 'Pending', reason: null });
    const reopened = await latestRecord(client.id);
    expect(reopened).toMatchObject({ status: 'Pending', reason: null, previous_id: recordId });
    expect(reopened.id).not.toBe(recordId);
    expect(await me(app, client.token)).toMatchObject({ kyc_status: 'Pending', kyc_reason: null });
    // One open record at a time still: the new one is under review.
    expect((await upload(client)).status).toBe(409);

    expect(await staffItem(reopened.id)).toMatchObject({ id: reopened.id, status: 'Pending', previous_id: recordId });
    expect(await staffItem(recordId)).toMatchObject({ status: RESUBMISSION, reason: WHAT_TO_FIX, previous_id: null });
    const asked = await app.request<ApiEnvelope<BackofficeKycItem[]>>('GET', `/api/backoffice/kyc?status=${encodeURIComponent(RESUBMISSION)}`, {
      token: admin,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data.map((i) => i.id)).toContain(recordId);

    const stillBlocked = await app.request<ApiError>('POST', '/api/withdraw', {
      token: client.token,
      body: { amount: 10, wallet: BTC_WALLET, currency: 'btc' },
    });
    expect(stillBlocked.status).toBe(403);
  });

  it('needs a reason the client can read: missing, blank or too long answers 400 and records nothing', async () => {
    const { recordId } = await clientWithDocument();
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await ask(recordId, body);
      expect([JSON.stringify(body), res.status, res.body.errors]).toEqual([JSON.stringify(body), 400, { reason: 'is required' }]);
    }
    expect((await ask(recordId, { reason: 42 })).status).toBe(400);
    const long = await ask(recordId, { reason: 'x'.repeat(501) });
    expect([long.status, long.body.errors]).toEqual([400, { reason: 'is too long' }]);
    expect(await sql("SELECT 1 FROM decisions WHERE item_kind = 'kyc' AND item_id = $1", [recordId])).toHaveLength(0);
    expect((await ask(recordId, { reason: 'x'.repeat(500) })).status).toBe(202);
  });

  it('answers 404 for an unknown record, 409 for one already decided, 403 to a client', async () => {
    expect((await ask('999999999', { reason: WHAT_TO_FIX })).status).toBe(404);
    expect((await ask('not-a-number', { reason: WHAT_TO_FIX })).status).toBe(404);

    const { client, recordId } = await clientWithDocument();
    expect((await ask(recordId, { reason: WHAT_TO_FIX }, client.token)).status).toBe(403);

    const approve = await app.request<ApiEnvelope<DecisionAccepted>>('POST', `/api/backoffice/kyc/${recordId}/approve`, { token: admin, body: {} });
    expect(approve.status).toBe(202);
    expect(await applied(approve.body.data.decision_id)).toBe('Approved');
    const late = await ask(recordId, { reason: WHAT_TO_FIX });
    expect([late.status, late.body.errors]).toEqual([409, { state: 'Approved' }]);
    expect(await me(app, client.token)).toMatchObject({ kyc_status: 'Approved', kyc_reason: null });

    // A record already asked for again is no longer waiting either.
    const other = await clientWithDocument();
    expect(await applied((await ask(other.recordId, { reason: WHAT_TO_FIX })).body.data.decision_id)).toBe(RESUBMISSION);
    expect((await ask(other.recordId, { reason: 'Another try' })).status).toBe(409);
  });
});
