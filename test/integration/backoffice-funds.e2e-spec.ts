import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import {
  type BackofficeClientSummary,
  type BackofficePage,
  type BackofficeSummary,
  type DecisionAccepted,
  type DepositForStaff,
  AWAITING_SECOND_APPROVAL,
  SAME_APPROVER_MESSAGE,
} from '../../server/src/contracts/backoffice';
import { type DepositDto, type WithdrawalDto, FUNDS_MESSAGES } from '../../server/src/contracts/funds';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { DecisionAppliers } from '../../server/src/review/decision-appliers';
import { DecisionsRepository } from '../../server/src/backoffice/decisions.repository';
import { DecisionsService } from '../../server/src/backoffice/decisions.service';
import { badRequest } from '../../server/src/common/domain-error';
import type { BackofficeItemUpdatedEvent } from '../../server/src/contracts/events';
import { DECISION_SWEEP_EVERY_MS, DECISION_SWEEP_GRACE_MS, QUEUES } from '../../server/src/queue/jobs';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { pngBytes } from '../support/files';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { sandboxCard } from '../support/sandbox-card';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError };

const ADMIN = { email: 'funds-decisions-admin@example.com', password: 'admin-password-42' };
const REVIEW_LIMIT = 100;
const FOUR_EYES = 1000;
const ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CARD_REVIEW_LIMIT: String(REVIEW_LIMIT), FOUR_EYES_LIMIT: String(FOUR_EYES) };
const BTC_WALLET = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const card = sandboxCard;

describe('back office: deposits and withdrawals through the decision path', () => {
  let app: TestApp;
  let admin: string;
  let second: string;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const post = <T>(path: string, token: string | undefined, body: unknown) =>
    app.request<ApiEnvelope<T> & ApiError>('POST', path, { token, body }) as Promise<Answer<T>>;
  const decide = (kind: 'deposits' | 'withdrawals', id: string, action: 'approve' | 'reject', body: unknown = {}, token = admin) =>
    post<DecisionAccepted>(`/api/backoffice/${kind}/${id}/${action}`, token, body);
  const applied = (decisionId: string) =>
    waitFor(async () => (await sql<{ outcome: string }>('SELECT outcome FROM decisions WHERE id = $1 AND applied_at IS NOT NULL', [decisionId]))[0]?.outcome);
  const balance = async (u: TestUser) => (await me(app, u.token)).balance;
  const ledgerHolds = async () => expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);

  /** A client with a card deposit over CARD_REVIEW_LIMIT, Pending for staff. */
  async function pendingDeposit(usd: number): Promise<{ client: TestUser; id: string }> {
    const client = await app.newUser();
    const res = await post<DepositDto>('/api/deposit/card', client.token, card(usd));
    expect(res.body.data.status).toBe('Pending');
    return { client, id: String(res.body.data.deposit_id) };
  }

  /** A verified client with `usd` credited and a Pending withdrawal of `amount`. */
  async function pendingWithdrawal(usd: number, amount: number): Promise<{ client: TestUser; id: string }> {
    const client = await app.newUser();
    await post('/api/deposit/card', client.token, card(usd));
    await waitFor(async () => (await balance(client)) === usd);
    await sql(`UPDATE users SET email_verified = true WHERE id = $1`, [client.id]);
    await sql(
      `INSERT INTO identity_verifications (user_id, method, file_path, mime_type, status) VALUES ($1, 'national_id', 'documents/x.png', 'image/png', 'Approved')`,
      [client.id],
    );
    const w = await post<WithdrawalDto>('/api/withdraw', client.token, { amount, wallet: BTC_WALLET, currency: 'btc' });
    expect(w.status).toBe(201);
    return { client, id: String(w.body.data.withdraw_id) };
  }

  beforeAll(async () => {
    app = await startTestApp({ env: ENV });
    admin = (await app.login(ADMIN)).body.tokens.access.token;
    const staff = await app.newUser();
    await app.api.get(RolesService).setRole(staff.email, 'staff');
    second = (await app.login({ email: staff.email, password: staff.password })).body.tokens.access.token;
  });
  afterAll(() => app.close());

  it('approving a deposit credits the client once: live events, mail, audit, ledger', async () => {
    const { client, id } = await pendingDeposit(500);
    const socket = await app.socket(client.token);
    const events: string[] = [];
    socket.on('deposit:updated', (e) => events.push(`deposit ${e.deposit.status}`));
    socket.on('balance:updated', (e) => events.push(`balance ${e.balance}`));

    const [first, again] = [await decide('deposits', id, 'approve'), await decide('deposits', id, 'approve')];
    expect(first.status).toBe(202);
    expect(again.status).toBe(409);
    expect(await applied(first.body.data.decision_id)).toBe('Approved');
    expect(await balance(client)).toBe(500);
    await waitFor(async () => events.length >= 2);
    expect(events).toEqual(['deposit Approved', 'balance 500']);
    const late = await decide('deposits', id, 'reject', { reason: 'Too late' });
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual({ state: 'Approved' });

    const mails = await sql<{ subject: string }>('SELECT subject FROM mail_outbox WHERE to_address = $1', [client.email]);
    expect(mails.map((m) => m.subject)).toContain('Your deposit is approved');
    expect(await sql(`SELECT 1 FROM audit_log WHERE item_kind = 'deposit' AND item_id = $1 AND to_state = 'Approved'`, [id])).toHaveLength(1);
    await ledgerHolds();
    socket.disconnect();
  });

  it('rejecting a deposit needs a reason and moves no money', async () => {
    const { client, id } = await pendingDeposit(200);
    expect((await decide('deposits', id, 'reject')).status).toBe(400);
    expect((await decide('deposits', id, 'reject', { reason: '   ' })).status).toBe(400);
    const res = await decide('deposits', id, 'reject', { reason: 'Payment not received' });
    expect(res.status).toBe(202);
    expect(await applied(res.body.data.decision_id)).toBe('Rejected');
    expect(await balance(client)).toBe(0);
    const [row] = await sql<{ status: string; reason: string }>('SELECT status, reason FROM deposits WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'Rejected', reason: 'Payment not received' });
  });

  it('approving a withdrawal records its payout reference; rejecting one refunds the hold', async () => {
    const { client, id } = await pendingWithdrawal(100, 30);
    expect(await balance(client)).toBe(70);
    expect((await decide('withdrawals', id, 'approve')).status).toBe(400);
    const res = await decide('withdrawals', id, 'approve', { payout_reference: 'tx-abc-123' });
    expect(res.status).toBe(202);
    expect(await applied(res.body.data.decision_id)).toBe('Approved');
    const [row] = await sql<{ status: string; payout_reference: string }>('SELECT status, payout_reference FROM withdrawals WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'Approved', payout_reference: 'tx-abc-123' });
    expect(await balance(client)).toBe(70);

    const w2 = await post<WithdrawalDto>('/api/withdraw', client.token, { amount: 20, wallet: BTC_WALLET, currency: 'btc' });
    expect(await balance(client)).toBe(50);
    const rej = await decide('withdrawals', String(w2.body.data.withdraw_id), 'reject', { reason: 'Wallet on a sanctions list' });
    expect(await applied(rej.body.data.decision_id)).toBe('Rejected');
    expect(await balance(client)).toBe(70);
    await ledgerHolds();
  });

  it('four eyes at FOUR_EYES_LIMIT: two different approvers, the same one refused', async () => {
    const { client, id } = await pendingDeposit(FOUR_EYES);
    const first = await decide('deposits', id, 'approve');
    expect(first.status).toBe(202);
    expect(await applied(first.body.data.decision_id)).toBe(AWAITING_SECOND_APPROVAL);
    expect(await balance(client)).toBe(0);
    const listed = await app.request<ApiEnvelope<BackofficePage<DepositDto>>>('GET', '/api/backoffice/deposits?status=Pending', { token: second });
    const item = listed.body.data.items.find((d) => String(d.deposit_id) === id);
    expect(item).toMatchObject({ status: 'Pending', review_state: AWAITING_SECOND_APPROVAL, first_approval_by: expect.any(String) });
    const same = await decide('deposits', id, 'approve');
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({ message: SAME_APPROVER_MESSAGE, errors: { state: AWAITING_SECOND_APPROVAL } });
    const other = await decide('deposits', id, 'approve', {}, second);
    expect(other.body.data.state).toBe(AWAITING_SECOND_APPROVAL);
    expect(await applied(other.body.data.decision_id)).toBe('Approved');
    expect(await balance(client)).toBe(FOUR_EYES);
    await ledgerHolds();
  });

  it('shows one item with its client beside it: balances, identity, the latest deposits, withdrawals and trades', async () => {
    const { client, id } = await pendingWithdrawal(100, 25);
    const item = await app.request<ApiEnvelope<WithdrawalDto & { review_state: string; user_id: string }>>('GET', `/api/backoffice/withdrawals/${id}`, {
      token: admin,
    });
    expect(item.status).toBe(200);
    expect(item.body.data).toMatchObject({ withdraw_id: Number(id), status: 'Pending', review_state: 'Pending', user_id: client.id, amount: 25 });
    const summary = await app.request<ApiEnvelope<BackofficeClientSummary>>('GET', `/api/backoffice/clients/${client.id}`, { token: admin });
    expect(summary.body.data).toMatchObject({ id: client.id, email: client.email, balance: 75, kyc_status: 'Approved', kyc_reason: null, recent_trades: [] });
    expect(summary.body.data.recent_deposits.map((d) => d.amount)).toEqual([100]);
    expect(summary.body.data.recent_withdrawals.map((w) => w.withdraw_id)).toEqual([Number(id)]);
    for (const path of [`/api/backoffice/withdrawals/${id}`, `/api/backoffice/clients/${client.id}`]) {
      expect((await app.request('GET', path, { token: client.token })).status).toBe(403);
    }
    expect((await app.request('GET', '/api/backoffice/deposits/999999999', { token: admin })).status).toBe(404);
    expect((await app.request('GET', '/api/backoffice/clients/not-a-user', { token: admin })).status).toBe(404);
  });

  it('an identity approved by staff unlocks withdrawals', async () => {
    const client = await app.newUser();
    await post('/api/deposit/card', client.token, card(50));
    await waitFor(async () => (await balance(client)) === 50);
    await sql(`UPDATE users SET email_verified = true WHERE id = $1`, [client.id]);
    const refused = await post('/api/withdraw', client.token, { amount: 10, wallet: BTC_WALLET, currency: 'btc' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(FUNDS_MESSAGES.identityNotApproved);

    const up = await app.upload(
      '/api/profile/user-verification',
      { method: 'national_id', id_file: { data: pngBytes(), name: 'id.png', type: 'image/png' } },
      { token: client.token },
    );
    expect(up.status).toBe(201);
    const [{ id }] = await sql<{ id: string }>('SELECT id FROM identity_verifications WHERE user_id = $1', [client.id]);
    const res = await post<DecisionAccepted>(`/api/backoffice/kyc/${id}/approve`, second, {});
    expect(await applied(res.body.data.decision_id)).toBe('Approved');
    expect((await post('/api/withdraw', client.token, { amount: 10, wallet: BTC_WALLET, currency: 'btc' })).status).toBe(201);
  });

  it('lists each queue oldest first, by status, page after page, and counts what waits', async () => {
    const older = await pendingDeposit(120);
    const newer = await pendingDeposit(130);
    const list = (query: string) =>
      app.request<ApiEnvelope<BackofficePage<DepositForStaff>> & ApiError>('GET', `/api/backoffice/deposits${query}`, { token: admin });
    const pending = await list('?status=Pending');
    expect(pending.status).toBe(200);
    const ids = pending.body.data.items.map((d) => String(d.deposit_id));
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(pending.body.data.items.every((d) => d.status === 'Pending' && d.review_state === 'Pending')).toBe(true);
    expect(pending.body.data.next_cursor).toBeNull();
    // Each item names its client as the queue shows it: name, e-mail, identity status, balances.
    const item = pending.body.data.items.find((d) => String(d.deposit_id) === older.id)!;
    const client = await me(app, older.client.token);
    expect(item.client).toEqual({
      id: older.client.id,
      name: `${client.firstname} ${client.lastname}`.trim(),
      email: older.client.email,
      kyc_status: 'None',
      balance: 0,
      demo_balance: client.demo_balance,
      created_at: expect.any(String),
    });
    const one = await app.request<ApiEnvelope<DepositForStaff>>('GET', `/api/backoffice/deposits/${older.id}`, { token: admin });
    expect(one.body.data.client).toEqual(item.client);
    const after = await list(`?status=Pending&cursor=${older.id}`);
    expect(after.body.data.items.map((d) => String(d.deposit_id))).toEqual([newer.id]);
    expect((await list('?status=Bogus')).status).toBe(400);
    expect((await list('?cursor=abc')).status).toBe(400);
    const approved = await app.request<ApiEnvelope<BackofficePage<WithdrawalDto>>>('GET', '/api/backoffice/withdrawals?status=Approved', { token: admin });
    expect(approved.body.data.items.length).toBeGreaterThan(0);
    expect(approved.body.data.items.every((w) => w.status === 'Approved')).toBe(true);

    // Other test files share the database and run alongside: the count lies between two reads around the request.
    const waiting = async (table: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE status = 'Pending'`))[0].n;
    const countBefore = { deposits: await waiting('deposits'), withdrawals: await waiting('withdrawals') };
    const summary = await app.request<ApiEnvelope<BackofficeSummary>>('GET', '/api/backoffice/summary', { token: admin });
    const countAfter = { deposits: await waiting('deposits'), withdrawals: await waiting('withdrawals') };
    for (const q of ['deposits', 'withdrawals'] as const) {
      const { pending, oldest_age_seconds } = summary.body.data[q];
      expect(pending).toBeGreaterThanOrEqual(Math.min(countBefore[q], countAfter[q]));
      expect(pending).toBeLessThanOrEqual(Math.max(countBefore[q], countAfter[q]));
      expect(oldest_age_seconds === null).toBe(pending === 0);
    }
    expect(summary.body.data.deposits.pending).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 to visitors and 403 to clients on every money route, and 404 to an unknown item', async () => {
    const { client, id } = await pendingDeposit(150);
    for (const path of ['/api/backoffice/deposits', '/api/backoffice/withdrawals?status=Pending']) {
      expect([path, (await app.request('GET', path)).status]).toEqual([path, 401]);
      expect([path, (await app.request('GET', path, { token: client.token })).status]).toEqual([path, 403]);
    }
    const routes: [string, unknown][] = [
      [`/api/backoffice/deposits/${id}/approve`, {}],
      [`/api/backoffice/deposits/${id}/reject`, { reason: 'x' }],
      [`/api/backoffice/withdrawals/${id}/approve`, { payout_reference: 'x' }],
      [`/api/backoffice/withdrawals/${id}/reject`, { reason: 'x' }],
    ];
    for (const [path, body] of routes) {
      expect([path, (await post(path, undefined, body)).status]).toEqual([path, 401]);
      expect([path, (await post(path, client.token, body)).status]).toEqual([path, 403]);
    }
    expect((await decide('deposits', '999999999', 'approve')).status).toBe(404);
    expect((await decide('withdrawals', 'not-an-id', 'reject', { reason: 'x' })).status).toBe(404);
    expect(await sql(`SELECT 1 FROM decisions WHERE item_kind = 'deposit' AND item_id = $1`, [id])).toHaveLength(0);
  });

  describe('a decision the item can no longer take is refused once, never retried', () => {
    /** A decision row as the API writes it, without its job: the test applies it itself. */
    async function recordDecision(itemId: string, action: 'approve' | 'reject'): Promise<string> {
      const [staff] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN.email]);
      const decision = {
        kind: 'withdrawal' as const,
        itemId,
        staffId: staff.id,
        action,
        reason: action === 'reject' ? 'Wrong wallet' : null,
        payoutReference: 'tx-1',
        ip: null,
      };
      const id = await app.api.get(DataSource).transaction((m) => app.api.get(DecisionsRepository).insert(m, decision));
      if (!id) throw new Error(`withdrawal ${itemId} is claimed: no decision written`);
      return id;
    }
    const auditOf = (itemId: string) =>
      sql<{ action: string; reason: string; from_state: string; to_state: string }>(
        `SELECT action, reason, from_state, to_state FROM audit_log WHERE item_kind = 'withdrawal' AND item_id = $1 ORDER BY id`,
        [itemId],
      );

    it('the client cancelled between the decision and its job: refused, audited, the refund untouched', async () => {
      const { client, id } = await pendingWithdrawal(90, 40);
      const decisionId = await recordDecision(id, 'approve');
      expect((await post(`/api/withdraw/${id}/cancel`, client.token, {})).status).toBe(201);
      const decisions = app.worker!.get(DecisionsService);
      expect(await decisions.apply(decisionId)).toBe('refused');
      expect(await decisions.apply(decisionId)).toBe('done before');
      expect((await sql<{ outcome: string }>('SELECT outcome FROM decisions WHERE id = $1', [decisionId]))[0].outcome).toBe('refused: the item is Cancelled');
      expect(await auditOf(id)).toEqual([
        { action: 'approve refused', reason: 'refused: the item is Cancelled', from_state: 'Cancelled', to_state: 'Cancelled' },
      ]);
      expect(await balance(client)).toBe(90);
      await ledgerHolds();
    });

    it('an applier refusing with a 4xx: the decision is refused (not retried), the item still waits for another decision', async () => {
      const { client, id } = await pendingWithdrawal(90, 40);
      const applier = app.worker!.get(DecisionAppliers).get('withdrawal');
      const spy = jest.spyOn(applier, 'apply').mockRejectedValueOnce(badRequest('Payout reference was refused by the bank'));
      try {
        const decisionId = await recordDecision(id, 'approve');
        expect(await app.worker!.get(DecisionsService).apply(decisionId)).toBe('refused');
        expect((await sql<{ outcome: string }>('SELECT outcome FROM decisions WHERE id = $1', [decisionId]))[0].outcome).toBe(
          'refused: Payout reference was refused by the bank',
        );
      } finally {
        spy.mockRestore();
      }
      expect((await sql<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))[0].status).toBe('Pending');
      expect(await balance(client)).toBe(50);
      // Staff decide again: the refused decision no longer blocks the item.
      const again = await decide('withdrawals', id, 'reject', { reason: 'Wrong wallet' });
      expect(again.status).toBe(202);
      expect(await applied(again.body.data.decision_id)).toBe('Rejected');
      expect(await balance(client)).toBe(90);
      await ledgerHolds();
    });

    // Last: closing a second app in this process disconnects the first one's database.
    it('through the route and its job: the 202, a cancel before the worker runs, then one refusal that neither the job nor the sweeper retries', async () => {
      const { client, id } = await pendingWithdrawal(90, 40);
      // An API without a worker: the decision's job waits in its deployment's queue until a worker joins.
      const apiOnly = await startTestApp({ worker: false, env: ENV });
      let worker: TestApp | undefined;
      try {
        const staffScreen = await apiOnly.socket(admin);
        const seen: BackofficeItemUpdatedEvent[] = [];
        staffScreen.on('backoffice:item-updated', (e) => seen.push(e));
        const res = await apiOnly.request<ApiEnvelope<DecisionAccepted>>('POST', `/api/backoffice/withdrawals/${id}/approve`, {
          token: admin,
          body: { payout_reference: 'tx-refused' },
        });
        expect(res.status).toBe(202);
        const decisionId = res.body.data.decision_id;
        expect((await post(`/api/withdraw/${id}/cancel`, client.token, {})).status).toBe(201);

        worker = await startTestApp({ prefix: apiOnly.prefix, env: ENV });
        expect(await applied(decisionId)).toBe('refused: the item is Cancelled');
        // Completed jobs are removed; a job that threw would wait for its retry (or stay failed).
        const queue = apiOnly.api.get<Queue>(getQueueToken(QUEUES.backoffice));
        await waitFor(async () => !(await queue.getJob(`decision-${decisionId}`)));
        await waitFor(async () => seen.some((e) => e.id === id));
        expect(seen.filter((e) => e.id === id)).toEqual([{ kind: 'withdrawal', id, state: 'Cancelled', decision_id: decisionId }]);
        // Longer than the sweeper's grace and period: nothing applies it again.
        await new Promise((r) => setTimeout(r, DECISION_SWEEP_GRACE_MS + DECISION_SWEEP_EVERY_MS));
        expect(await auditOf(id)).toEqual([
          { action: 'approve refused', reason: 'refused: the item is Cancelled', from_state: 'Cancelled', to_state: 'Cancelled' },
        ]);
        expect((await sql<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))[0].status).toBe('Cancelled');
        expect(await balance(client)).toBe(90);
        await ledgerHolds();
      } finally {
        await worker?.close();
        await apiOnly.close();
      }
    });
  });
});
