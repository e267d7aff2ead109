import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import { type DecisionAccepted, AWAITING_SECOND_APPROVAL, OWN_ITEM_MESSAGE } from '../../server/src/contracts/backoffice';
import type { DepositDto, WithdrawalDto } from '../../server/src/contracts/funds';
import type { ItemKind } from '../../server/src/contracts/account';
import type { PlanRequestAnswer } from '../../server/src/contracts/plans';
import { DecisionsService } from '../../server/src/backoffice/decisions.service';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { pngBytes } from '../support/files';
import { sandboxCard } from '../support/sandbox-card';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { enrolledAccount, nextCode } from '../support/two-factor';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError };
type Kind = 'deposits' | 'withdrawals' | 'kyc' | 'plans';

const ADMIN = { email: 'own-items-admin@example.com', password: 'admin-password-42' };
/** Card deposits up to this are credited without staff; above it they wait in the deposits queue. */
const REVIEW_LIMIT = 5000;
const FOUR_EYES = 6000;
const BTC_WALLET = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

/** The reason a decision needs, by kind (a rejection of money names one; an identity rejection picks one from the list). */
const REJECTION: Record<Kind, unknown> = {
  deposits: { reason: 'Payment not received' },
  withdrawals: { reason: 'Wallet on a sanctions list' },
  plans: { reason: 'Payment not received' },
  kyc: { reason: 'Unreadable' },
};
const ITEM_KIND: Record<Kind, ItemKind> = { deposits: 'deposit', withdrawals: 'withdrawal', kyc: 'kyc', plans: 'plan' };
const APPROVAL: Record<Kind, unknown> = { deposits: {}, withdrawals: { payout_reference: 'tx-own-1' }, plans: {}, kyc: {} };

describe('back office: nobody decides an item of their own account', () => {
  let app: TestApp;
  let admin: string;
  let other: string;
  let self: TestUser;
  let selfToken: string;
  const items = {} as Record<Kind | 'bigDeposit' | 'legacyDeposit', string>;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const post = <T>(path: string, token: string, body: unknown = {}) =>
    app.request<ApiEnvelope<T> & ApiError>('POST', path, { token, body }) as Promise<Answer<T>>;
  const decide = (kind: Kind, id: string, action: 'approve' | 'reject', token: string) =>
    post<DecisionAccepted>(`/api/backoffice/${kind}/${id}/${action}`, token, action === 'approve' ? APPROVAL[kind] : REJECTION[kind]);
  const applied = (decisionId: string) =>
    waitFor(async () => (await sql<{ outcome: string }>('SELECT outcome FROM decisions WHERE id = $1 AND applied_at IS NOT NULL', [decisionId]))[0]?.outcome);
  const reviewState = async (kind: Kind, id: string) =>
    (await app.request<ApiEnvelope<{ review_state?: string; status: string }>>('GET', `/api/backoffice/${kind}/${id}`, { token: admin })).body.data;
  const decisionsOn = async (kind: Kind, id: string) =>
    (await sql<{ n: number }>('SELECT count(*)::int AS n FROM decisions WHERE item_kind = $1 AND item_id = $2', [ITEM_KIND[kind], id]))[0].n;
  const login = async (body: { email: string; password: string }) => (await app.login(body)).body.tokens.access.token;

  async function cardDeposit(usd: number): Promise<DepositDto> {
    const res = await post<DepositDto>('/api/deposit/card', selfToken, sandboxCard(usd));
    expect(res.status).toBe(201);
    return res.body.data;
  }

  beforeAll(async () => {
    app = await startTestApp({
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CARD_REVIEW_LIMIT: String(REVIEW_LIMIT), FOUR_EYES_LIMIT: String(FOUR_EYES) },
    });
    admin = await login(ADMIN);
    const otherStaff = await app.newUser();
    await app.api.get(RolesService).setRole(otherStaff.email, 'staff');
    other = await login({ email: otherStaff.email, password: otherStaff.password });

    // A staff member who is also a client: every kind of item of their own, each waiting for a decision.
    self = await app.newUser();
    await app.api.get(RolesService).setRole(self.email, 'staff');
    selfToken = await login({ email: self.email, password: self.password });
    await cardDeposit(4900);
    await cardDeposit(4900);
    await waitFor(async () => (await me(app, selfToken)).balance === 9800);
    expect((await post('/api/users/set-plan', selfToken, { trading_plan: 'Beginner-3000' })).status).toBe(200);
    expect((await post<PlanRequestAnswer>('/api/users/request-plan-update', selfToken, { trading_plan: 'Gold-7600' })).status).toBe(201);
    [{ id: items.plans }] = await sql<{ id: string }>(`SELECT id FROM plan_requests WHERE user_id = $1`, [self.id]);
    items.deposits = String((await cardDeposit(5500)).deposit_id);
    items.bigDeposit = String((await cardDeposit(7000)).deposit_id);
    items.legacyDeposit = String((await cardDeposit(6500)).deposit_id);
    const up = await app.upload(
      '/api/profile/user-verification',
      { method: 'national_id', id_file: { data: pngBytes(), name: 'id.png', type: 'image/png' } },
      { token: selfToken },
    );
    expect(up.status).toBe(201);
    [{ id: items.kyc }] = await sql<{ id: string }>('SELECT id FROM identity_verifications WHERE user_id = $1', [self.id]);
  });
  afterAll(() => app.close());

  it.each(['deposits', 'plans', 'kyc'] as const)('%s: the owner can neither approve nor reject (403), and nothing is recorded', async (kind) => {
    const before = await reviewState(kind, items[kind]);
    for (const action of ['approve', 'reject'] as const) {
      const res = await decide(kind, items[kind], action, selfToken);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message: OWN_ITEM_MESSAGE });
    }
    expect(await decisionsOn(kind, items[kind])).toBe(0);
    expect(await reviewState(kind, items[kind])).toEqual(before);
    // Another staff member still decides it.
    const res = await decide(kind, items[kind], 'approve', other);
    expect(res.status).toBe(202);
    expect(await applied(res.body.data.decision_id)).toBe('Approved');
  });

  it('withdrawals: the owner can neither approve nor reject their own, and the hold stays', async () => {
    await waitFor(async () => (await reviewState('kyc', items.kyc)).status === 'Approved');
    await sql(`UPDATE users SET email_verified = true WHERE id = $1`, [self.id]);
    // Staff have two-factor sign-in on (the test helper enrolled them): a withdrawal asks for a code.
    const code = await nextCode(enrolledAccount(self.email)!);
    const w = await post<WithdrawalDto>('/api/withdraw', selfToken, { amount: 20, wallet: BTC_WALLET, currency: 'btc', code });
    expect(w.status).toBe(201);
    const id = String(w.body.data.withdraw_id);
    const balance = (await me(app, selfToken)).balance;
    for (const action of ['approve', 'reject'] as const) {
      const res = await decide('withdrawals', id, action, selfToken);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message: OWN_ITEM_MESSAGE });
    }
    expect(await decisionsOn('withdrawals', id)).toBe(0);
    expect((await reviewState('withdrawals', id)).status).toBe('Pending');
    expect((await me(app, selfToken)).balance).toBe(balance);
  });

  it('four eyes: the owner is no second approver; two others apply it', async () => {
    const id = items.bigDeposit;
    const first = await decide('deposits', id, 'approve', admin);
    expect(await applied(first.body.data.decision_id)).toBe(AWAITING_SECOND_APPROVAL);
    const own = await decide('deposits', id, 'approve', selfToken);
    expect({ status: own.status, message: own.body.message }).toEqual({ status: 403, message: OWN_ITEM_MESSAGE });
    expect((await reviewState('deposits', id)).review_state).toBe(AWAITING_SECOND_APPROVAL);
    const second = await decide('deposits', id, 'approve', other);
    expect(await applied(second.body.data.decision_id)).toBe('Approved');
  });

  it("the worker refuses an owner's decision recorded before the rule, and an owner's first approval never counts", async () => {
    const id = items.legacyDeposit;
    // An owner's approval, recorded and applied as a first approval before the rule existed.
    await sql(`INSERT INTO decisions (item_kind, item_id, staff_id, action, applied_at, outcome) VALUES ('deposit', $1, $2, 'approve', now(), $3)`, [
      id,
      self.id,
      AWAITING_SECOND_APPROVAL,
    ]);
    const byAdmin = await decide('deposits', id, 'approve', admin);
    expect(byAdmin.status).toBe(202);
    expect(await applied(byAdmin.body.data.decision_id)).toBe(AWAITING_SECOND_APPROVAL);
    expect((await reviewState('deposits', id)).status).toBe('Pending');

    // An owner's decision still waiting to be applied (queued before the rule): refused by the worker, audited.
    const [{ id: queued }] = await sql<{ id: string }>(
      `INSERT INTO decisions (item_kind, item_id, staff_id, action, reason) VALUES ('deposit', $1, $2, 'reject', 'mine') RETURNING id`,
      [id, self.id],
    );
    expect(await app.worker!.get(DecisionsService).apply(String(queued))).toBe('refused');
    const [audit] = await sql<{ action: string; reason: string }>(`SELECT action, reason FROM audit_log WHERE item_id = $1 AND actor_id = $2`, [id, self.id]);
    expect(audit).toEqual({ action: 'reject refused', reason: 'refused: a decision on an item of their own account' });
    expect((await reviewState('deposits', id)).status).toBe('Pending');

    const byOther = await decide('deposits', id, 'approve', other);
    expect(await applied(byOther.body.data.decision_id)).toBe('Approved');
    expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);
  });
});
