import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import {
  type BackofficeItemDetail,
  type BackofficePage,
  type DecisionAccepted,
  type DepositForStaff,
  AWAITING_SECOND_APPROVAL,
} from '../../server/src/contracts/backoffice';
import { type CaseAssignee, type CaseNote, CLAIMED_BY_OTHER, NOT_YOUR_CLAIM, NOTE_MAX_LENGTH, OWN_CASE_MESSAGE } from '../../server/src/contracts/cases';
import type { DepositDto } from '../../server/src/contracts/funds';
import type { BackofficeCaseUpdatedEvent } from '../../server/src/contracts/events';
import { BULK_WITHDRAWAL_APPROVAL, type BulkDecisionResult } from '../../server/src/contracts/bulk';
import { pngBytes } from '../support/files';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { sandboxCard } from '../support/sandbox-card';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError };

const ADMIN = { email: 'cases-admin@example.com', password: 'admin-password-42' };
const FOUR_EYES = 1000;
// Amber after 60 minutes, red after 120, for deposits.
const ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  CARD_REVIEW_LIMIT: '100',
  FOUR_EYES_LIMIT: String(FOUR_EYES),
  BACKOFFICE_SLA: 'deposit=60/120',
};

describe('back office: items as cases (claim, release, take over, notes, timeline, SLA, filters)', () => {
  let app: TestApp;
  let admin: { token: string; id: string };
  let second: { token: string; id: string; email: string };
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const post = <T>(path: string, token: string | undefined, body: unknown = {}) =>
    app.request<ApiEnvelope<T> & ApiError>('POST', path, { token, body }) as Promise<Answer<T>>;
  const get = <T>(path: string, token: string) => app.request<ApiEnvelope<T> & ApiError>('GET', path, { token }) as Promise<Answer<T>>;
  const item = async (id: string, token = admin.token) => (await get<BackofficeItemDetail<DepositForStaff>>(`/api/backoffice/deposits/${id}`, token)).body.data;
  const listed = async (query: string, token = admin.token) =>
    (await get<BackofficePage<DepositForStaff>>(`/api/backoffice/deposits?${query}`, token)).body.data.items.map((d) => String(d.deposit_id));
  const applied = (decisionId: string) =>
    waitFor(async () => (await sql<{ outcome: string }>('SELECT outcome FROM decisions WHERE id = $1 AND applied_at IS NOT NULL', [decisionId]))[0]?.outcome);

  async function pendingDeposit(usd: number, client?: TestUser): Promise<string> {
    const owner = client ?? (await app.newUser());
    const res = await post<DepositDto>('/api/deposit/card', owner.token, sandboxCard(usd));
    expect(res.body.data.status).toBe('Pending');
    return String(res.body.data.deposit_id);
  }

  beforeAll(async () => {
    app = await startTestApp({ env: ENV });
    const a = await app.login(ADMIN);
    admin = { token: a.body.tokens.access.token, id: a.body.data.id };
    const staff = await app.newUser();
    await app.api.get(RolesService).setRole(staff.email, 'staff');
    const s = await app.login({ email: staff.email, password: staff.password });
    second = { token: s.body.tokens.access.token, id: s.body.data.id, email: staff.email };
  });
  afterAll(() => app.close());

  it('two staff claiming at once: one holds it, the other is told who; every staff screen hears it', async () => {
    const id = await pendingDeposit(200);
    const screen = await app.socket(second.token);
    const heard: BackofficeCaseUpdatedEvent[] = [];
    screen.on('backoffice:case-updated', (e) => heard.push(e));

    const answers = await Promise.all([admin, second].map((s) => post<{ assignee: CaseAssignee }>(`/api/backoffice/deposits/${id}/claim`, s.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data.assignee;
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.message).toBe(CLAIMED_BY_OTHER(winner.email));
    expect((await item(id)).assignee).toMatchObject({ id: winner.id, email: winner.email });
    await waitFor(async () => heard.some((e) => e.id === id && e.assignee?.id === winner.id));

    // Claiming again is harmless; one claim row in the audit log.
    const holder = winner.id === admin.id ? admin : second;
    expect((await post(`/api/backoffice/deposits/${id}/claim`, holder.token)).status).toBe(200);
    expect(await sql(`SELECT 1 FROM audit_log WHERE item_kind = 'deposit' AND item_id = $1 AND action = 'claim'`, [id])).toHaveLength(1);
  });

  it('release is the holder’s; a take-over needs a reason; a decision on another’s claim is refused, the holder’s goes through', async () => {
    const id = await pendingDeposit(200);
    expect((await post(`/api/backoffice/deposits/${id}/claim`, admin.token)).status).toBe(200);

    const notMine = await post(`/api/backoffice/deposits/${id}/release`, second.token);
    expect([notMine.status, notMine.body.message]).toEqual([409, NOT_YOUR_CLAIM]);
    const blocked = await post<DecisionAccepted>(`/api/backoffice/deposits/${id}/approve`, second.token);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(CLAIMED_BY_OTHER(ADMIN.email));

    for (const body of [{}, { reason: '  ' }, { reason: 7 }, { reason: 'x'.repeat(501) }]) {
      const bad = await post(`/api/backoffice/deposits/${id}/take-over`, second.token, body);
      expect([bad.status, bad.body.errors?.reason]).toEqual([400, expect.any(String)]);
    }
    const taken = await post<{ assignee: CaseAssignee }>(`/api/backoffice/deposits/${id}/take-over`, second.token, { reason: 'Admin is on leave' });
    expect([taken.status, taken.body.data.assignee.id]).toEqual([200, second.id]);
    expect((await post(`/api/backoffice/deposits/${id}/approve`, admin.token)).status).toBe(409);

    const decided = await post<DecisionAccepted>(`/api/backoffice/deposits/${id}/approve`, second.token);
    expect(decided.status).toBe(202);
    expect(await applied(decided.body.data.decision_id)).toBe('Approved');
    // A decided item is not claimed again.
    expect((await post(`/api/backoffice/deposits/${id}/claim`, admin.token)).status).toBe(409);

    const { timeline } = await item(id);
    expect(timeline.map((t) => [t.event, t.actor_email])).toEqual([
      ['created', null],
      ['claim', ADMIN.email],
      ['take over', second.email],
      ['decision', second.email],
    ]);
    expect(timeline[2]).toMatchObject({ text: 'Admin is on leave', from_state: ADMIN.email, to_state: second.email });
    expect(timeline[3]).toMatchObject({ from_state: 'Pending', to_state: 'Approved' });
  });

  it('the holder releases; an idle claim lapses and another may claim it', async () => {
    const id = await pendingDeposit(200);
    await post(`/api/backoffice/deposits/${id}/claim`, admin.token);
    const released = await post<{ assignee: null }>(`/api/backoffice/deposits/${id}/release`, admin.token);
    expect([released.status, released.body.data.assignee]).toEqual([200, null]);
    expect((await item(id)).assignee).toBeNull();

    await post(`/api/backoffice/deposits/${id}/claim`, admin.token);
    await sql(`UPDATE case_assignments SET active_at = now() - interval '31 minutes' WHERE item_kind = 'deposit' AND item_id = $1`, [id]);
    expect((await item(id)).assignee).toBeNull();
    const claimed = await post<{ assignee: CaseAssignee }>(`/api/backoffice/deposits/${id}/claim`, second.token);
    expect([claimed.status, claimed.body.data.assignee.id]).toEqual([200, second.id]);
    const [row] = await sql<{ reason: string; from_state: string }>(
      `SELECT reason, from_state FROM audit_log WHERE item_kind = 'deposit' AND item_id = $1 AND action = 'claim' ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(row).toEqual({ reason: 'the claim had lapsed', from_state: ADMIN.email });
  });

  it('internal notes: staff only, on any item, validated, never on one’s own account, in the item and its timeline', async () => {
    const client = await app.newUser();
    const id = await pendingDeposit(200, client);
    const note = await post<CaseNote>(`/api/backoffice/deposits/${id}/notes`, admin.token, { text: '  Receipt matches the bank statement  ' });
    expect(note.status).toBe(201);
    expect(note.body.data).toMatchObject({ author_email: ADMIN.email, text: 'Receipt matches the bank statement' });

    for (const body of [{}, { text: '' }, { text: '   ' }, { text: ['a'] }, { text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }]) {
      const bad = await post(`/api/backoffice/deposits/${id}/notes`, admin.token, body);
      expect([bad.status, bad.body.errors?.text]).toEqual([400, expect.any(String)]);
    }
    expect((await post(`/api/backoffice/deposits/${id}/notes`, client.token, { text: 'mine' })).status).toBe(403);
    expect((await post(`/api/backoffice/deposits/${id}/notes`, undefined, { text: 'anyone' })).status).toBe(401);
    expect((await post(`/api/backoffice/deposits/999999999/notes`, admin.token, { text: 'nothing' })).status).toBe(404);
    expect((await post(`/api/backoffice/deposits/not-an-id/claim`, admin.token)).status).toBe(404);

    const detail = await item(id, second.token);
    expect(detail.notes.map((n) => [n.author_email, n.text])).toEqual([[ADMIN.email, 'Receipt matches the bank statement']]);
    expect(detail.timeline.map((t) => t.event)).toEqual(['created', 'note']);
    // The note reached the audit log with the client it is about.
    expect(await sql(`SELECT 1 FROM audit_log WHERE action = 'note' AND item_id = $1 AND client_id = $2`, [id, client.id])).toHaveLength(1);

    // A staff member's own deposit: neither claimed nor noted by them.
    const staffDeposit = await pendingDeposit(200, { token: second.token } as TestUser);
    const own = await post(`/api/backoffice/deposits/${staffDeposit}/claim`, second.token);
    expect([own.status, own.body.message]).toEqual([403, OWN_CASE_MESSAGE]);
    expect((await post(`/api/backoffice/deposits/${staffDeposit}/notes`, second.token, { text: 'fine' })).status).toBe(403);
  });

  it('SLA and flags: ages past amber and red, large amounts and young accounts', async () => {
    const fresh = await pendingDeposit(200);
    const amber = await pendingDeposit(200);
    const red = await pendingDeposit(FOUR_EYES);
    await sql(`UPDATE deposits SET created_at = now() - interval '90 minutes' WHERE id = $1`, [amber]);
    await sql(`UPDATE deposits SET created_at = now() - interval '3 hours' WHERE id = $1`, [red]);
    expect([(await item(fresh)).sla, (await item(amber)).sla, (await item(red)).sla]).toEqual(['ok', 'amber', 'red']);
    expect((await item(red)).flags).toEqual(['large_amount', 'new_client']);

    const old = await app.newUser();
    await sql(`UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1`, [old.id]);
    expect((await item(await pendingDeposit(200, old))).flags).toEqual([]);

    const bySla = async (sla: string) => listed(`status=Pending&sla=${sla}`);
    expect(await bySla('red')).toContain(red);
    expect(await bySla('red')).not.toContain(amber);
    expect(await bySla('amber')).toEqual(expect.arrayContaining([amber]));
    expect(await bySla('amber')).not.toContain(fresh);
    expect(await bySla('ok')).toContain(fresh);
    expect(await bySla('ok')).not.toContain(red);
  });

  it('queue filters: mine, unassigned, awaiting my approval, by amount; bad filters answer 400', async () => {
    const mine = await pendingDeposit(150);
    const theirs = await pendingDeposit(300);
    const free = await pendingDeposit(250);
    await post(`/api/backoffice/deposits/${mine}/claim`, admin.token);
    await post(`/api/backoffice/deposits/${theirs}/claim`, second.token);

    const assignedToMe = await listed('status=Pending&assignee=me');
    expect(assignedToMe).toContain(mine);
    expect(assignedToMe).not.toContain(theirs);
    const unassigned = await listed('status=Pending&assignee=unassigned');
    expect(unassigned).toContain(free);
    expect(unassigned).not.toContain(mine);
    expect(unassigned).not.toContain(theirs);

    const amounts = (await get<BackofficePage<DepositForStaff>>('/api/backoffice/deposits?status=Pending&sort=amount', admin.token)).body.data.items.map(
      (d) => d.amount,
    );
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    for (const q of ['assignee=someone', 'sla=green', 'awaiting=you', 'sort=size', 'cursor=abc', 'sort=amount&cursor=12']) {
      const bad = await get(`/api/backoffice/deposits?${q}`, admin.token);
      expect([q, bad.status]).toEqual([q, 400]);
    }
    expect((await get(`/api/backoffice/deposits?assignee=me`, (await app.newUser()).token)).status).toBe(403);
  });

  it('four eyes as a case: the first approval frees the item for a second approver, who finds it awaiting them; the audit says from what', async () => {
    const id = await pendingDeposit(FOUR_EYES);
    await post(`/api/backoffice/deposits/${id}/claim`, admin.token);
    const first = await post<DecisionAccepted>(`/api/backoffice/deposits/${id}/approve`, admin.token);
    expect(await applied(first.body.data.decision_id)).toBe(AWAITING_SECOND_APPROVAL);

    const shown = await item(id, second.token);
    expect(shown).toMatchObject({ review_state: AWAITING_SECOND_APPROVAL, first_approval_by: admin.id, first_approval_email: ADMIN.email, assignee: null });
    expect(await listed('awaiting=me', second.token)).toContain(id);
    expect(await listed('awaiting=me', admin.token)).not.toContain(id);

    const secondApproval = await post<DecisionAccepted>(`/api/backoffice/deposits/${id}/approve`, second.token);
    expect(await applied(secondApproval.body.data.decision_id)).toBe('Approved');
    const rows = await sql<{ action: string; from_state: string; to_state: string }>(
      `SELECT action, from_state, to_state FROM audit_log WHERE item_kind = 'deposit' AND item_id = $1 AND action IN ('approve') ORDER BY id`,
      [id],
    );
    expect(rows).toEqual([
      { action: 'approve', from_state: 'Pending', to_state: AWAITING_SECOND_APPROVAL },
      { action: 'approve', from_state: AWAITING_SECOND_APPROVAL, to_state: 'Approved' },
    ]);
    expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);
  });

  it('bulk: one action on a mix of items answers each on its own; each keeps its own four eyes and claim', async () => {
    const [small1, small2, large, claimed, decided] = [
      await pendingDeposit(120),
      await pendingDeposit(130),
      await pendingDeposit(FOUR_EYES),
      await pendingDeposit(140),
      await pendingDeposit(150),
    ];
    await post(`/api/backoffice/deposits/${claimed}/claim`, second.token);
    await applied((await post<DecisionAccepted>(`/api/backoffice/deposits/${decided}/approve`, admin.token)).body.data.decision_id);

    const ids = [small1, small2, large, claimed, decided, '999999999'];
    const bulk = await post<BulkDecisionResult>('/api/backoffice/deposits/bulk', admin.token, { ids, action: 'approve', reason: 'Receipts match' });
    expect(bulk.status).toBe(200);
    const byId = new Map(bulk.body.data.results.map((r) => [r.id, r]));
    expect(bulk.body.data.results.map((r) => r.id)).toEqual(ids);
    expect([bulk.body.data.accepted, bulk.body.data.refused]).toEqual([3, 3]);
    expect(byId.get(claimed)).toMatchObject({ result: 'refused', status: 409, message: CLAIMED_BY_OTHER(second.email) });
    expect(byId.get(decided)).toMatchObject({ result: 'refused', status: 409 });
    expect(byId.get('999999999')).toMatchObject({ result: 'refused', status: 404 });
    const outcome = async (id: string) => {
      const r = byId.get(id)!;
      return r.result === 'accepted' ? applied(r.decision_id) : null;
    };
    expect([await outcome(small1), await outcome(small2), await outcome(large)]).toEqual(['Approved', 'Approved', AWAITING_SECOND_APPROVAL]);

    const rejectAll = await post<BulkDecisionResult>('/api/backoffice/deposits/bulk', second.token, {
      ids: [large, claimed],
      action: 'reject',
      reason: 'Payment never arrived',
    });
    expect(rejectAll.body.data.accepted).toBe(2);

    for (const body of [
      { ids: [], action: 'approve' },
      { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)), action: 'approve' },
      { ids: [small1, small1], action: 'approve' },
      { ids: ['abc'], action: 'approve' },
      { ids: small1, action: 'approve' },
      { ids: [small1], action: 'pay' },
      { ids: [small1], action: 'reject' },
    ]) {
      const bad = await post('/api/backoffice/deposits/bulk', admin.token, body);
      expect([JSON.stringify(body).slice(0, 50), bad.status]).toEqual([JSON.stringify(body).slice(0, 50), 400]);
    }
    const payouts = await post('/api/backoffice/withdrawals/bulk', admin.token, { ids: ['1'], action: 'approve' });
    expect([payouts.status, payouts.body.message]).toEqual([400, BULK_WITHDRAWAL_APPROVAL]);
    expect((await post('/api/backoffice/deposits/bulk', (await app.newUser()).token, { ids: [small1], action: 'approve' })).status).toBe(403);
    expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);
  });

  it('identity documents are cases too: claimed, listed as mine, noted', async () => {
    const client = await app.newUser();
    const upload = await app.upload<ApiEnvelope<{ id: number | string }>>(
      '/api/profile/user-verification',
      { method: 'national_id', id_file: { data: pngBytes(), name: 'id.png' } },
      { token: client.token },
    );
    expect(upload.status).toBe(201);
    const [{ id }] = await sql<{ id: string }>(`SELECT id::text AS id FROM identity_verifications WHERE user_id = $1`, [client.id]);
    expect((await post(`/api/backoffice/kyc/${id}/claim`, admin.token)).status).toBe(200);
    expect((await post(`/api/backoffice/kyc/${id}/notes`, admin.token, { text: 'Photo is sharp' })).status).toBe(201);
    const mine = (await get<{ id: string; assignee: CaseAssignee | null }[]>('/api/backoffice/kyc?status=Pending&assignee=me', admin.token)).body.data;
    expect(mine.map((k) => k.id)).toContain(id);
    expect(mine.find((k) => k.id === id)?.assignee?.email).toBe(ADMIN.email);
    expect((await get<unknown[]>('/api/backoffice/kyc?status=Pending&assignee=me', second.token)).body.data.map((k) => (k as { id: string }).id)).not.toContain(
      id,
    );
    const detail = (await get<{ notes: CaseNote[]; timeline: { event: string }[] }>(`/api/backoffice/kyc/${id}`, second.token)).body.data;
    expect(detail.notes.map((n) => n.text)).toEqual(['Photo is sharp']);
    expect(detail.timeline.map((t) => t.event)).toEqual(['created', 'claim', 'note']);
  });
});
