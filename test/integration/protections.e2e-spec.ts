import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { AccountLimitsDto, ProtectionRefusal, RealityCheckDto } from '../../server/src/contracts/protections';
import { PLAN_IDS } from '../../server/src/contracts/plans';
import type { BackofficeClientSummary } from '../../server/src/contracts/backoffice';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { LedgerService } from '../../server/src/ledger/ledger.service';
import { TradingService } from '../../server/src/trading/trading.service';
import { pngBytes } from '../support/files';
import { sandboxCard } from '../support/sandbox-card';
import { startTestApp, TestApp, TestUser } from '../support/test-app';
import { demoTrade } from '../support/trades';

type Refused = ApiError & { data: ProtectionRefusal };

/** The next 00:00 UTC after now, and `days` after that. */
const midnightAfter = (days = 1) => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString();
};

describe('client protections: limits, time-out, self-exclusion, reality check (DESIGN "Client protections")', () => {
  let app: TestApp;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);

  const limits = async (u: TestUser) => (await app.request<ApiEnvelope<AccountLimitsDto>>('GET', '/api/account/limits', { token: u.token })).body.data;
  const setLimits = (u: TestUser, body: unknown) =>
    app.request<ApiEnvelope<AccountLimitsDto> & ApiError>('PUT', '/api/account/limits', { token: u.token, body });
  const realTrade = (u: TestUser, amount: number, over: Record<string, unknown> = {}) =>
    app.request<ApiError & { data: ProtectionRefusal }>('POST', '/api/trading/submit', {
      token: u.token,
      body: demoTrade({ mode: 'real', amount, duration: 60, ...over }),
    });
  const demo = (u: TestUser) => app.request('POST', '/api/trading/submit', { token: u.token, body: demoTrade({ duration: 60 }) });
  const card = (u: TestUser, usd: number) => app.request<Refused>('POST', '/api/deposit/card', { token: u.token, body: sandboxCard(usd) });

  /** A client holding `usd` real dollars (credited as a deposit would be). */
  async function clientWith(usd: number): Promise<TestUser> {
    const u = await app.newUser();
    await app.api
      .get(DataSource)
      .transaction((m) =>
        app.api.get(LedgerService).toUser(m, u.id, { from: 'external_deposits', amount: usd * 100, kind: 'deposit', reference: `test:${u.id}:grant` }),
      );
    return u;
  }
  /** Moves the client's real trades `days` back in time (as if opened then). */
  const tradedDaysAgo = (u: TestUser, days: number) =>
    sql(`UPDATE trades SET opened_at = opened_at - make_interval(days => $2) WHERE user_id = $1 AND mode = 'real'`, [u.id, days]);

  beforeAll(async () => {
    app = await startTestApp({ worker: true, durations: '1,60' });
    await app.pricesFlowing();
  });
  afterAll(() => app.close());

  it('a new client has no limit; bad values answer 400 naming the field and change nothing', async () => {
    const u = await app.newUser();
    const fresh = await limits(u);
    expect(fresh).toMatchObject({ deposit_day: null, loss_month: null, max_open_positions: null, reality_check_minutes: null, pending: {}, exclusion: null });
    expect(fresh.usage).toMatchObject({ deposit_day: 0, turnover_month: 0, open_positions: 0 });

    for (const [body, field] of [
      [{ loss_day: -5 }, 'loss_day'],
      [{ loss_day: 'ten' }, 'loss_day'],
      [{ deposit_week: 10.123 }, 'deposit_week'],
      [{ max_open_positions: 2.5 }, 'max_open_positions'],
      [{ session_minutes: 5 }, 'session_minutes'],
      [{ bet_limit: 5 }, 'bet_limit'],
    ] as const) {
      const res = await setLimits(u, { turnover_day: 10, ...body });
      expect({ status: res.status, field: Object.keys(res.body.errors ?? {}) }).toEqual({ status: 400, field: [field] });
    }
    expect((await limits(u)).turnover_day).toBeNull();
    expect((await app.request('GET', '/api/account/limits')).status).toBe(401);
  });

  it('lowering applies at once; raising or removing waits 24 h, shown as pending; a lower value cancels the wait', async () => {
    const u = await app.newUser();
    expect((await setLimits(u, { loss_day: 50, max_open_positions: 5 })).body.data).toMatchObject({ loss_day: 50, max_open_positions: 5, pending: {} });

    const before = Date.now();
    const raised = (await setLimits(u, { loss_day: 100, max_open_positions: null })).body.data;
    expect(raised).toMatchObject({ loss_day: 50, max_open_positions: 5 });
    expect(raised.pending.loss_day?.value).toBe(100);
    expect(raised.pending.max_open_positions?.value).toBeNull();
    const appliesAt = Date.parse(raised.pending.loss_day!.applies_at);
    expect(appliesAt - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(appliesAt - before).toBeLessThan(24 * 3_600_000 + 5_000);

    const lowered = (await setLimits(u, { loss_day: 30 })).body.data;
    expect({ value: lowered.loss_day, pending: lowered.pending.loss_day }).toEqual({ value: 30, pending: undefined });

    // 24 hours on, the waiting removal is in force.
    await sql(`UPDATE account_limits SET pending_from = now() - interval '1 second' WHERE user_id = $1 AND pending_from IS NOT NULL`, [u.id]);
    const later = await limits(u);
    expect({ max: later.max_open_positions, pending: later.pending }).toEqual({ max: null, pending: {} });
  });

  it('a turnover limit admits the stake that reaches it, refuses the one that would cross it (403 naming it and when it resets), and lets the next day in', async () => {
    const u = await clientWith(100);
    await setLimits(u, { turnover_day: 30 });
    for (const amount of [10, 10, 10]) expect((await realTrade(u, amount)).status).toBe(201);
    const refused = await realTrade(u, 1);
    expect({ status: refused.status, code: refused.body.code, data: refused.body.data }).toEqual({
      status: 403,
      code: 'LIMIT_REACHED',
      data: { limit: 'turnover_day', resets_at: midnightAfter() },
    });
    expect(refused.body.message).toMatch(/daily turnover limit of \$30\.00.*00:00 UTC/);
    expect((await demo(u)).status).toBe(201);
    expect((await limits(u)).usage.turnover_day).toBe(30);

    await tradedDaysAgo(u, 1);
    expect((await realTrade(u, 30)).status).toBe(201);
    expect((await realTrade(u, 1)).status).toBe(403);
  });

  it('a 7-day limit says the midnight when the oldest day leaves room; a stake above the limit itself never resets', async () => {
    const u = await clientWith(100);
    await setLimits(u, { turnover_week: 30 });
    expect((await realTrade(u, 20)).status).toBe(201);
    await tradedDaysAgo(u, 6);
    expect((await realTrade(u, 10)).status).toBe(201);
    const refused = await realTrade(u, 5);
    expect(refused.body.data).toEqual({ limit: 'turnover_week', resets_at: midnightAfter(1) });
    const tooBig = await realTrade(u, 31);
    expect(tooBig.body.data).toEqual({ limit: 'turnover_week', resets_at: null });
  });

  it('a loss limit counts open stakes whole: the stake that would make the worst case cross it is refused', async () => {
    const u = await clientWith(100);
    await setLimits(u, { loss_day: 25 });
    expect((await realTrade(u, 10)).status).toBe(201);
    expect((await realTrade(u, 10)).status).toBe(201);
    expect((await realTrade(u, 10)).body.data).toEqual({ limit: 'loss_day', resets_at: midnightAfter() });
    expect((await realTrade(u, 5)).status).toBe(201);
    const before = (await app.request<ApiEnvelope<{ balance: number }>>('GET', '/api/users/me', { token: u.token })).body;
    expect((await realTrade(u, 1)).status).toBe(403);
    const after = (await app.request<ApiEnvelope<{ balance: number }>>('GET', '/api/users/me', { token: u.token })).body;
    expect(after).toEqual(before);
  });

  it('a maximum of open positions refuses the one too many until one settles', async () => {
    const u = await clientWith(100);
    await setLimits(u, { max_open_positions: 2 });
    expect((await realTrade(u, 1)).status).toBe(201);
    expect((await realTrade(u, 1)).status).toBe(201);
    const refused = await realTrade(u, 1);
    expect({ code: refused.body.code, data: refused.body.data }).toEqual({ code: 'LIMIT_REACHED', data: { limit: 'max_open_positions', resets_at: null } });
    expect((await limits(u)).usage.open_positions).toBe(2);
  });

  it('a deposit limit refuses the card deposit that would cross it, before the card is charged', async () => {
    const u = await app.newUser();
    await setLimits(u, { deposit_day: 100 });
    expect((await card(u, 60)).status).toBe(201);
    const refused = await card(u, 50);
    expect({ status: refused.status, code: refused.body.code, data: refused.body.data }).toEqual({
      status: 403,
      code: 'LIMIT_REACHED',
      data: { limit: 'deposit_day', resets_at: midnightAfter() },
    });
    expect((await card(u, 40)).status).toBe(201);
    const [{ count }] = await sql<{ count: string }>(`SELECT count(*) FROM deposits WHERE user_id = $1`, [u.id]);
    expect(Number(count)).toBe(2);
  });

  it('parallel deposits cannot both fit under one limit', async () => {
    const u = await app.newUser();
    await setLimits(u, { deposit_day: 100 });
    const results = await Promise.all([card(u, 60), card(u, 60), card(u, 60)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403]);
  });

  it('a time-out refuses real trades, deposits, plan purchases and the automated trader until it ends; demo stays; nobody lifts it', async () => {
    const u = await clientWith(3_100);
    expect((await app.request('POST', '/api/users/set-plan', { token: u.token, body: { trading_plan: PLAN_IDS[0] } })).status).toBe(200);
    expect((await app.request('POST', '/api/account/time-out', { token: u.token, body: { days: 43 } })).status).toBe(400);
    expect((await app.request('POST', '/api/account/time-out', { token: u.token, body: {} })).status).toBe(400);
    const taken = await app.request<ApiEnvelope<AccountLimitsDto>>('POST', '/api/account/time-out', { token: u.token, body: { days: 2 } });
    expect(taken.status).toBe(200);
    const ends = taken.body.data.exclusion!.ends_at;
    expect(Date.parse(ends) - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(taken.body.data.exclusion).toMatchObject({ kind: 'time_out' });

    const trade = await realTrade(u, 1);
    expect({ status: trade.status, code: trade.body.code, data: trade.body.data }).toEqual({
      status: 403,
      code: 'EXCLUDED',
      data: { limit: 'time_out', resets_at: ends },
    });
    expect(trade.body.message).toMatch(/time-out until .* Demo trading is available/);
    expect((await card(u, 10)).body.code).toBe('EXCLUDED');
    const upgrade = await app.request<ApiError>('POST', '/api/users/request-plan-update', { token: u.token, body: { trading_plan: PLAN_IDS[1] } });
    expect(upgrade.body.code).toBe('EXCLUDED');
    expect((await demo(u)).status).toBe(201);
    const automated = app.api
      .get(TradingService)
      .placeAutomated(u.id, demoTrade({ mode: 'real', duration: 60 }) as never, { slot: 1, admit: async () => undefined });
    await expect(automated).rejects.toMatchObject({ code: 'EXCLUDED' });

    // A shorter one does not shorten it; the table refuses any change.
    const shorter = await app.request<ApiEnvelope<AccountLimitsDto>>('POST', '/api/account/time-out', { token: u.token, body: { days: 1 } });
    expect(shorter.body.data.exclusion?.ends_at).toBe(ends);
    await expect(sql(`UPDATE account_exclusions SET ends_at = now() WHERE user_id = $1`, [u.id])).rejects.toThrow(/cannot be changed or lifted/);
    await expect(sql(`DELETE FROM account_exclusions WHERE user_id = $1`, [u.id])).rejects.toThrow(/cannot be changed or lifted/);

    // Staff see it on the client, and no route of theirs lifts it.
    const staff = await app.newUser();
    await app.api.get(RolesService).setRole(staff.email, 'staff');
    const token = (await app.login(staff)).body.tokens.access.token;
    const client = await app.request<ApiEnvelope<BackofficeClientSummary>>('GET', `/api/backoffice/clients/${u.id}`, { token });
    expect(client.body.data.protections.exclusion).toEqual({ kind: 'time_out', started_at: expect.any(String), ends_at: ends });
  });

  it('a self-exclusion lasts 6 months to 5 years and refuses crypto deposits and a first plan too', async () => {
    const u = await app.newUser();
    for (const months of [5, 61, 'six']) {
      expect((await app.request('POST', '/api/account/self-exclusion', { token: u.token, body: { months } })).status).toBe(400);
    }
    const taken = await app.request<ApiEnvelope<AccountLimitsDto>>('POST', '/api/account/self-exclusion', { token: u.token, body: { months: 6 } });
    expect(taken.body.data.exclusion).toMatchObject({ kind: 'self_exclusion' });
    const days = (Date.parse(taken.body.data.exclusion!.ends_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(185);
    expect((await card(u, 10)).body.data).toMatchObject({ limit: 'self_exclusion' });
    const crypto = await app.upload<ApiError>(
      '/api/deposit',
      { usd_amount: '50', currency: 'btc', receipt: { data: pngBytes(), name: 'r.png', type: 'image/png' } },
      { token: u.token },
    );
    expect({ status: crypto.status, code: crypto.body.code }).toEqual({ status: 403, code: 'EXCLUDED' });
    expect((await app.request<ApiError>('POST', '/api/users/set-plan', { token: u.token, body: { trading_plan: PLAN_IDS[0] } })).body.code).toBe('EXCLUDED');
    expect(await sql(`SELECT 1 FROM deposits WHERE user_id = $1`, [u.id])).toHaveLength(0);
  });

  it('a reality check pauses real trading when due until acknowledged; the session limit ends it until the next sign-in', async () => {
    const u = await clientWith(100);
    await setLimits(u, { reality_check_minutes: 10 });
    const check = (await app.request<ApiEnvelope<RealityCheckDto>>('GET', '/api/account/reality-check', { token: u.token })).body.data;
    expect(Date.parse(check.due_at!) - Date.parse(check.session_started_at)).toBe(10 * 60_000);
    expect((await realTrade(u, 2)).status).toBe(201);

    await sql(`UPDATE sessions SET created_at = created_at - interval '11 minutes' WHERE user_id = $1`, [u.id]);
    const due = await realTrade(u, 1);
    expect({ status: due.status, code: due.body.code }).toEqual({ status: 403, code: 'REALITY_CHECK_DUE' });
    expect((await demo(u)).status).toBe(201);
    const shown = (await app.request<ApiEnvelope<RealityCheckDto>>('GET', '/api/account/reality-check', { token: u.token })).body.data;
    expect(shown).toMatchObject({ interval_minutes: 10, trades: 1, stakes: 2 });
    const acked = await app.request<ApiEnvelope<RealityCheckDto>>('POST', '/api/account/reality-check/ack', { token: u.token });
    expect(Date.parse(acked.body.data.due_at!)).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await realTrade(u, 1)).status).toBe(201);

    await setLimits(u, { session_minutes: 10 });
    const over = await realTrade(u, 1);
    expect({ code: over.body.code, data: over.body.data }).toEqual({ code: 'LIMIT_REACHED', data: { limit: 'session_minutes', resets_at: null } });
  });
});
