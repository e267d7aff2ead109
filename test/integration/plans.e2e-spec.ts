import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { BackofficePage, BackofficeSummary, DecisionAccepted, PlanRequestForStaff } from '../../server/src/contracts/backoffice';
import { type PlanRequestAnswer, PLAN_MESSAGES, PLANS, planButton, type Plan } from '../../server/src/contracts/plans';
import type { UserDto } from '../../server/src/contracts/account';
import type { PlanUpdatedEvent } from '../../server/src/contracts/events';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { sandboxCard } from '../support/sandbox-card';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError };

const ADMIN = { email: 'plans-admin@example.com', password: 'admin-password-42' };
const FOUR_EYES = 20_000;
const ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CARD_REVIEW_LIMIT: '1000000', FOUR_EYES_LIMIT: String(FOUR_EYES) };
const [BEGINNER, GOLD, PLATINUM, DIAMOND] = PLANS;
const card = sandboxCard;

describe('plans: the first plan bought, upgrades held and decided by staff', () => {
  let app: TestApp;
  let admin: string;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const post = <T>(path: string, token: string | undefined, body: unknown, key?: string) =>
    app.request<ApiEnvelope<T> & ApiError>('POST', path, { token, body, headers: key ? { 'idempotency-key': key } : {} }) as Promise<Answer<T>>;
  const get = <T>(path: string, token?: string) => app.request<ApiEnvelope<T> & ApiError>('GET', path, { token }) as Promise<Answer<T>>;
  const ledgerHolds = async () => expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);
  const applied = (decisionId: string) =>
    waitFor(async () => (await sql<{ outcome: string }>('SELECT outcome FROM decisions WHERE id = $1 AND applied_at IS NOT NULL', [decisionId]))[0]?.outcome);
  const buttons = (user: Pick<UserDto, 'trading_plan' | 'plan_request'>) => PLANS.map((p: Plan) => planButton(p, user));

  /** A client with `usd` of real money (a card deposit under the review limit, credited by its job). */
  async function funded(usd: number): Promise<TestUser> {
    const client = await app.newUser();
    if (usd > 0) {
      expect((await post('/api/deposit/card', client.token, card(usd))).status).toBe(201);
      await waitFor(async () => (await me(app, client.token)).balance === usd);
    }
    return client;
  }

  async function pendingUpgrade(client: TestUser, plan: Plan): Promise<string> {
    const res = await post<PlanRequestAnswer>('/api/users/request-plan-update', client.token, { trading_plan: plan.id });
    expect(res.status).toBe(201);
    const [row] = await sql<{ id: string }>(`SELECT id FROM plan_requests WHERE user_id = $1 AND status = 'Pending'`, [client.id]);
    return row.id;
  }

  beforeAll(async () => {
    app = await startTestApp({ env: ENV });
    const login = await app.login(ADMIN);
    admin = login.body.tokens.access.token;
  });
  afterAll(() => app.close());

  it('GET /api/plans lists the ladder from the one catalogue, to anyone', async () => {
    const res = await get<Plan[]>('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => [p.id, p.price, p.trades_per_day])).toEqual([
      ['Beginner-3000', 3000, 1],
      ['Gold-7600', 7600, 5],
      ['Platinum-21199', 21199, 10],
      ['Diamond-50730', 50730, 14],
    ]);
    expect(res.body.data[3].features).toContain('VIP status');
  });

  it('set-plan charges the price to the house with the plan change; the answer is the updated user; the five buttons follow', async () => {
    const client = await funded(10_000);
    expect(buttons(client.user)).toEqual(['Request Plan', 'Request Plan', 'Request Plan', 'Request Plan']);
    const socket = await app.socket(client.token);
    const pushed = new Promise<PlanUpdatedEvent>((resolve) => socket.once('plan:updated', resolve));

    const res = await post<UserDto>('/api/users/set-plan', client.token, { trading_plan: GOLD.id }, 'buy-gold-1');
    expect(res.status).toBe(200);
    expect(res.body.data.trading_plan).toBe('Gold-7600');
    expect(res.body.data.balance).toBe(2_400);
    expect((await pushed).trading_plan).toBe('Gold-7600');
    const after = await me(app, client.token);
    expect(after.balance).toBe(2_400);
    expect(buttons(after)).toEqual(['Nil', 'Active', 'Request Upgrade', 'Request Upgrade']);

    // The same key answers the stored result and charges nothing again.
    const replay = await post<UserDto>('/api/users/set-plan', client.token, { trading_plan: GOLD.id }, 'buy-gold-1');
    expect(replay.body.data.trading_plan).toBe('Gold-7600');
    expect((await me(app, client.token)).balance).toBe(2_400);
    // Only while the plan is None.
    const again = await post('/api/users/set-plan', client.token, { trading_plan: BEGINNER.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PLAN_MESSAGES.alreadyHasPlan);
    const [transfer] = await sql<{ amount: string; kind: string }>(`SELECT amount, kind FROM ledger_transfers WHERE reference = $1`, [
      `user:${client.id}:plan-purchase`,
    ]);
    expect(transfer).toEqual({ amount: '760000', kind: 'plan_purchase' });
    await ledgerHolds();
  });

  it('set-plan short of balance answers 400 "Insufficient balance" and changes nothing; an unknown plan is a 400 naming the ladder', async () => {
    const client = await funded(100);
    const short = await post('/api/users/set-plan', client.token, { trading_plan: BEGINNER.id });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Insufficient balance');
    const after = await me(app, client.token);
    expect([after.trading_plan, after.balance]).toEqual(['None', 100]);

    for (const trading_plan of ['Gold', 'gold-7600', 'Gold-7601', '', 7600, null]) {
      const res = await post('/api/users/set-plan', client.token, { trading_plan });
      expect(res.status).toBe(400);
      expect(res.body.errors?.trading_plan).toBe(PLAN_MESSAGES.unknownPlan);
    }
    expect((await post('/api/users/set-plan', undefined, { trading_plan: BEGINNER.id })).status).toBe(401);
    await ledgerHolds();
  });

  it('request-plan-update holds the difference at once; a second open request is 409; staff approve: the hold goes to the house and the plan changes, live', async () => {
    const client = await funded(30_000);
    await post('/api/users/set-plan', client.token, { trading_plan: BEGINNER.id });
    expect((await post('/api/users/request-plan-update', client.token, { trading_plan: BEGINNER.id })).body.message).toBe(PLAN_MESSAGES.notHigher);

    const res = await post<PlanRequestAnswer>('/api/users/request-plan-update', client.token, { trading_plan: GOLD.id }, 'upgrade-1');
    expect(res.status).toBe(201);
    expect(res.body.data.plan_request).toMatchObject({ plan: 'Gold-7600', status: 'Pending' });
    expect(typeof res.body.data.plan_request.requested_at).toBe('string');
    expect(res.body.data.balance).toBe(30_000 - 3_000 - 4_600);
    let user = await me(app, client.token);
    expect(user.plan_request).toMatchObject({ plan: 'Gold-7600', status: 'Pending' });
    expect(buttons(user)).toEqual(['Active', 'Requested', 'Request Upgrade', 'Request Upgrade']);
    await ledgerHolds();

    const second = await post('/api/users/request-plan-update', client.token, { trading_plan: PLATINUM.id });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(PLAN_MESSAGES.requestOpen);
    // A replay of the first key is its stored answer, not a conflict, and holds nothing again.
    expect((await post('/api/users/request-plan-update', client.token, { trading_plan: GOLD.id }, 'upgrade-1')).status).toBe(201);
    expect((await me(app, client.token)).balance).toBe(22_400);

    // Staff see it in the queue with the client, the plans and the amount held.
    const queue = await get<BackofficePage<PlanRequestForStaff>>('/api/backoffice/plans?status=Pending', admin);
    const item = queue.body.data.items.find((i) => i.user_id === client.id)!;
    expect(item).toMatchObject({ from_plan: 'Beginner-3000', plan: 'Gold-7600', amount: 4_600, status: 'Pending', review_state: 'Pending' });
    expect(item.client.email).toBe(client.email);
    expect((await get<BackofficeSummary>('/api/backoffice/summary', admin)).body.data.plans.pending).toBeGreaterThanOrEqual(1);
    expect((await get('/api/backoffice/plans', client.token)).status).toBe(403);

    const socket = await app.socket(client.token);
    const live = new Promise<PlanUpdatedEvent>((resolve) => socket.on('plan:updated', (e) => e.plan_request?.status === 'Approved' && resolve(e)));
    const decision = await post<DecisionAccepted>(`/api/backoffice/plans/${item.plan_request_id}/approve`, admin, {});
    expect(decision.status).toBe(202);
    expect(await applied(decision.body.data.decision_id)).toBe('Approved');
    expect((await live).trading_plan).toBe('Gold-7600');

    user = await me(app, client.token);
    expect(user.trading_plan).toBe('Gold-7600');
    expect(user.balance).toBe(22_400);
    expect(buttons(user)).toEqual(['Nil', 'Active', 'Request Upgrade', 'Request Upgrade']);
    const [mail] = await sql<{ subject: string }>(`SELECT subject FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [client.email]);
    expect(mail.subject).toBe('Your Gold plan is active');
    await ledgerHolds();
  });

  it('a rejected upgrade refunds the hold and shows the reason; the plan stays; a new request may follow', async () => {
    const client = await funded(12_000);
    await post('/api/users/set-plan', client.token, { trading_plan: BEGINNER.id });
    const id = await pendingUpgrade(client, GOLD);
    expect((await me(app, client.token)).balance).toBe(12_000 - 3_000 - 4_600);

    expect((await post(`/api/backoffice/plans/${id}/reject`, admin, {})).status).toBe(400);
    const decision = await post<DecisionAccepted>(`/api/backoffice/plans/${id}/reject`, admin, { reason: 'Payment source unclear' });
    expect(await applied(decision.body.data.decision_id)).toBe('Rejected');
    const user = await me(app, client.token);
    expect(user.trading_plan).toBe('Beginner-3000');
    expect(user.balance).toBe(9_000);
    expect(user.plan_request).toMatchObject({ plan: 'Gold-7600', status: 'Rejected', reason: 'Payment source unclear' });
    expect(buttons(user)).toEqual(['Active', 'Request Upgrade', 'Request Upgrade', 'Request Upgrade']);
    // Deciding it again is refused: it is no longer Pending.
    expect((await post(`/api/backoffice/plans/${id}/approve`, admin, {})).status).toBe(409);
    await ledgerHolds();

    expect((await post('/api/users/request-plan-update', client.token, { trading_plan: GOLD.id })).status).toBe(201);
    await ledgerHolds();
  });

  it('upgrades: none without a first plan, none short of balance, four eyes at FOUR_EYES_LIMIT', async () => {
    const none = await funded(5_000);
    const first = await post('/api/users/request-plan-update', none.token, { trading_plan: GOLD.id });
    expect(first.status).toBe(400);
    expect(first.body.message).toBe(PLAN_MESSAGES.noPlanYet);

    const short = await funded(4_000);
    await post('/api/users/set-plan', short.token, { trading_plan: BEGINNER.id });
    const res = await post('/api/users/request-plan-update', short.token, { trading_plan: GOLD.id });
    expect([res.status, res.body.message]).toEqual([400, 'Insufficient balance']);
    expect((await me(app, short.token)).plan_request).toBeNull();
    expect(await sql(`SELECT id FROM plan_requests WHERE user_id = $1`, [short.id])).toEqual([]);

    // Beginner -> Diamond holds 47,730: above the four-eyes limit, a second approver is needed.
    const rich = await funded(60_000);
    await post('/api/users/set-plan', rich.token, { trading_plan: BEGINNER.id });
    const id = await pendingUpgrade(rich, DIAMOND);
    const one = await post<DecisionAccepted>(`/api/backoffice/plans/${id}/approve`, admin, {});
    await applied(one.body.data.decision_id);
    expect((await me(app, rich.token)).trading_plan).toBe('Beginner-3000');
    const again = await post(`/api/backoffice/plans/${id}/approve`, admin, {});
    expect(again.status).toBe(409);
    await ledgerHolds();
  });
});
