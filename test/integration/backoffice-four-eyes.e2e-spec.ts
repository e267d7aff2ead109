import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import { type DecisionAccepted, AWAITING_SECOND_APPROVAL, SAME_APPROVER_MESSAGE } from '../../server/src/contracts/backoffice';
import type { BackofficeItemUpdatedEvent, KycUpdatedEvent } from '../../server/src/contracts/events';
import { DecisionAppliers } from '../../server/src/review/decision-appliers';
import type { ItemApplier } from '../../server/src/review/item-applier';
import { DecisionsService } from '../../server/src/backoffice/decisions.service';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { pngBytes } from '../support/files';
import { startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';

const ADMIN = { email: 'four-eyes-admin@example.com', password: 'admin-password-42' };
const LIMIT_USD = 10_000;

type Answer = { status: number; body: ApiEnvelope<DecisionAccepted> & ApiError };

/** A money item kind with its state in memory, standing in for deposits and withdrawals (registered as `plan`). */
function fakeMoneyItems(): { applier: ItemApplier; items: Map<string, { state: string; userId: string; amountCents: number }> } {
  const items = new Map<string, { state: string; userId: string; amountCents: number }>();
  const applier: ItemApplier = {
    kind: 'plan',
    waitingState: 'Pending',
    load: async (_m, id) => {
      const item = items.get(id);
      return item ? { ...item } : null;
    },
    apply: async (_m, id, d) => {
      const item = items.get(id);
      if (!item || item.state !== 'Pending') return null;
      item.state = d.action === 'approve' ? 'Approved' : 'Rejected';
      return { from: 'Pending', to: item.state, userId: item.userId, reason: d.reason };
    },
    mail: (applied) => ({ subject: `Plan request ${applied.to}`, text: applied.to, html: applied.to }),
    announce: () => undefined,
  };
  return { applier, items };
}

describe('back office: four eyes, and every staff screen told of each decision', () => {
  let app: TestApp;
  let client: TestUser;
  let adminToken: string;
  let secondToken: string;
  const fake = fakeMoneyItems();
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const decide = (kind: string, id: string, action: 'approve' | 'reject', token: string, body: unknown = {}) =>
    app.request('POST', `/api/backoffice/${kind}/${id}/${action}`, { token, body }) as Promise<Answer>;
  const decidePlan = (id: string, action: 'approve' | 'reject', token: string, body: unknown = {}) =>
    app.api
      .get(DecisionsService)
      .decide({ kind: 'plan', itemId: id, staffId: staffIdOf(token), action, reason: (body as { reason?: string }).reason ?? null, ip: null });
  const staffIds = new Map<string, string>();
  const staffIdOf = (token: string) => staffIds.get(token)!;
  const applied = (decisionId: string) =>
    waitFor(
      async () => (await sql<{ outcome: string | null }>('SELECT outcome FROM decisions WHERE id = $1 AND applied_at IS NOT NULL', [decisionId]))[0]?.outcome,
    );

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, FOUR_EYES_LIMIT: String(LIMIT_USD) } });
    for (const ctx of [app.api, app.worker!]) ctx.get(DecisionAppliers).register(fake.applier);
    const admin = await app.login(ADMIN);
    adminToken = admin.body.tokens.access.token;
    staffIds.set(adminToken, admin.body.data.id);
    const second = await app.newUser();
    await app.api.get(RolesService).setRole(second.email, 'staff');
    const login = await app.login({ email: second.email, password: second.password });
    secondToken = login.body.tokens.access.token;
    staffIds.set(secondToken, login.body.data.id);
    client = await app.newUser();
  });
  afterAll(() => app.close());

  it('an item at the limit: the first approval waits, the same approver is refused, a second staff member applies it', async () => {
    fake.items.set('big-1', { state: 'Pending', userId: client.id, amountCents: LIMIT_USD * 100 });
    const staffScreen = await app.socket(secondToken);
    const seen: BackofficeItemUpdatedEvent[] = [];
    staffScreen.on('backoffice:item-updated', (e) => seen.push(e));

    const first = await decidePlan('big-1', 'approve', adminToken);
    expect(first.state).toBe('Pending');
    expect(await applied(first.decision_id)).toBe(AWAITING_SECOND_APPROVAL);
    expect(fake.items.get('big-1')!.state).toBe('Pending');
    await waitFor(async () => seen.length > 0);
    expect(seen).toEqual([{ kind: 'plan', id: 'big-1', state: AWAITING_SECOND_APPROVAL, decision_id: first.decision_id }]);

    await expect(decidePlan('big-1', 'approve', adminToken)).rejects.toMatchObject({
      message: SAME_APPROVER_MESSAGE,
      errors: { state: AWAITING_SECOND_APPROVAL },
    });

    const second = await decidePlan('big-1', 'approve', secondToken);
    expect(second.state).toBe(AWAITING_SECOND_APPROVAL);
    expect(await applied(second.decision_id)).toBe('Approved');
    expect(fake.items.get('big-1')!.state).toBe('Approved');
    const audit = await sql<{ actor_id: string; from_state: string; to_state: string }>(
      `SELECT actor_id, from_state, to_state FROM audit_log WHERE item_kind = 'plan' AND item_id = 'big-1' ORDER BY id`,
    );
    expect(audit).toEqual([
      { actor_id: staffIdOf(adminToken), from_state: 'Pending', to_state: AWAITING_SECOND_APPROVAL },
      // The second approval moves the item on from where the first left it.
      { actor_id: staffIdOf(secondToken), from_state: AWAITING_SECOND_APPROVAL, to_state: 'Approved' },
    ]);
    const mails = await sql<{ subject: string }>(`SELECT subject FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Plan request%'`, [client.email]);
    expect(mails.map((m) => m.subject)).toEqual(['Plan request Approved']);
    staffScreen.disconnect();
  });

  it('the first approver cannot sneak a second approval in before the first is applied', async () => {
    fake.items.set('big-2', { state: 'Pending', userId: client.id, amountCents: LIMIT_USD * 100 + 1 });
    const first = await decidePlan('big-2', 'approve', adminToken);
    await applied(first.decision_id);
    // Written straight into the table (as a race past the API's check would), the worker still refuses it.
    const [row] = await sql<{ id: string }>(
      `INSERT INTO decisions (item_kind, item_id, staff_id, action) VALUES ('plan', 'big-2', $1, 'approve') RETURNING id`,
      [staffIdOf(adminToken)],
    );
    expect(await app.worker!.get(DecisionsService).apply(String(row.id))).toBe('refused');
    expect(fake.items.get('big-2')!.state).toBe('Pending');
  });

  it('a reject by anyone ends it, the first approver included', async () => {
    fake.items.set('big-3', { state: 'Pending', userId: client.id, amountCents: LIMIT_USD * 100 });
    await applied((await decidePlan('big-3', 'approve', adminToken)).decision_id);
    const reject = await decidePlan('big-3', 'reject', adminToken, { reason: 'Changed my mind' });
    expect(await applied(reject.decision_id)).toBe('Rejected');
    expect(fake.items.get('big-3')!.state).toBe('Rejected');
    await expect(decidePlan('big-3', 'approve', secondToken)).rejects.toMatchObject({ errors: { state: 'Rejected' } });
  });

  it('below the limit one approval applies', async () => {
    fake.items.set('small', { state: 'Pending', userId: client.id, amountCents: LIMIT_USD * 100 - 1 });
    expect(await applied((await decidePlan('small', 'approve', adminToken)).decision_id)).toBe('Approved');
  });

  it('an identity decision reaches every staff screen, and only its owner’s client socket', async () => {
    const owner = await app.newUser();
    const up = await app.upload(
      '/api/profile/user-verification',
      { method: 'national_id', id_file: { data: pngBytes(), name: 'id.png', type: 'image/png' } },
      { token: owner.token },
    );
    expect(up.status).toBe(201);
    const [{ id }] = await sql<{ id: string }>('SELECT id FROM identity_verifications WHERE user_id = $1', [owner.id]);
    const [staffA, staffB, bystander, ownerSocket] = await Promise.all([
      app.socket(adminToken),
      app.socket(secondToken),
      app.socket(client.token),
      app.socket(owner.token),
    ]);
    const got = { a: [] as BackofficeItemUpdatedEvent[], b: [] as BackofficeItemUpdatedEvent[], bystander: [] as unknown[], owner: [] as KycUpdatedEvent[] };
    staffA.on('backoffice:item-updated', (e) => got.a.push(e));
    staffB.on('backoffice:item-updated', (e) => got.b.push(e));
    bystander.on('backoffice:item-updated', (e) => got.bystander.push(e));
    bystander.on('kyc:updated', (e) => got.bystander.push(e));
    ownerSocket.on('backoffice:item-updated', (e) => got.bystander.push(e));
    ownerSocket.on('kyc:updated', (e) => got.owner.push(e));

    const res = await decide('kyc', String(id), 'approve', secondToken);
    expect(res.status).toBe(202);
    await waitFor(async () => got.a.length > 0 && got.b.length > 0 && got.owner.length > 0);
    const expected = { kind: 'kyc', id: String(id), state: 'Approved', decision_id: res.body.data.decision_id };
    expect(got.a).toEqual([expected]);
    expect(got.b).toEqual([expected]);
    expect(got.owner).toEqual([{ status: 'Approved', reason: null, seq: expect.any(Number) }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(got.bystander).toEqual([]);
    for (const s of [staffA, staffB, bystander, ownerSocket]) s.disconnect();
  });
});
