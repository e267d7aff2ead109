import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AtsRunner } from '../../server/src/ats/ats-runner';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import { type AtsStatusDto, ATS_MESSAGES, ATS_SKIPS } from '../../server/src/contracts/ats';
import type { TradeDto } from '../../server/src/contracts/trading';
import { PLANS, type Plan } from '../../server/src/contracts/plans';
import type { Verdict } from '../../server/src/contracts/rules/technical-analysis';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { QUEUES } from '../../server/src/queue/jobs';
import { deleteRedisPrefix } from '../support/test-database';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { sandboxCard } from '../support/sandbox-card';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError };

const INTERVAL_SECONDS = 2;
const [BEGINNER, GOLD] = PLANS;
const card = sandboxCard;

/**
 * The automated trader with two workers of one deployment (one Redis prefix, one database) running
 * its rounds every 2 s. The technical summary is pinned per test (the only thing not real here): the
 * simulated market's summary may be Neutral for a while, which would make the counts a matter of luck.
 */
describe('ATS: the plans automated trader', () => {
  let a: TestApp;
  let b: TestApp;
  let verdict: Verdict | null = 'Buy';
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => a.api.get(DataSource).query(query, params);
  const call = <T>(method: string, path: string, token: string | undefined, body?: unknown) =>
    a.request<ApiEnvelope<T> & ApiError>(method, path, { token, body }) as Promise<Answer<T>>;
  const runners = () => [a.worker!.get(AtsRunner), b.worker!.get(AtsRunner)];
  const atsTrades = (userId: string) =>
    sql<{ id: string; ats_slot: string; amount: string; mode: string; duration: number; trade_mode: string; strike_rate: number }>(
      `SELECT id, ats_slot, amount, mode, duration, trade_mode, strike_rate FROM trades WHERE user_id = $1 AND source = 'ats' ORDER BY id`,
      [userId],
    );
  const ledgerHolds = async () => expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);

  /** A client with `usd` of real money who bought `plan` (its price is charged from it). */
  async function holder(plan: Plan | null, usd: number): Promise<TestUser> {
    const client = await a.newUser();
    expect((await call('POST', '/api/deposit/card', client.token, card(usd))).status).toBe(201);
    await waitFor(async () => (await me(a, client.token)).balance === usd);
    if (plan) expect((await call('POST', '/api/users/set-plan', client.token, { trading_plan: plan.id })).status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    const env = { ATS_INTERVAL_SECONDS: String(INTERVAL_SECONDS), CARD_REVIEW_LIMIT: '1000000' };
    a = await startTestApp({ env });
    b = await startTestApp({ prefix: a.prefix, env });
    for (const runner of runners())
      jest.spyOn(runner as unknown as { verdict: () => Promise<Verdict | null> }, 'verdict').mockImplementation(async () => verdict);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  beforeEach(() => (verdict = 'Buy'));

  it('GET and PUT /api/ats are for plan holders: 403 pointing to the plans for others, 401 for visitors', async () => {
    const client = await a.newUser();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { enabled: true, stake: 5, symbol: 'BTCUSD' }],
    ] as const) {
      const res = await call(method, '/api/ats', client.token, body);
      expect([res.status, res.body.message]).toEqual([403, ATS_MESSAGES.needsPlan]);
      expect((await call(method, '/api/ats', undefined, body)).status).toBe(401);
    }
    expect(await sql(`SELECT 1 FROM ats_settings WHERE user_id = $1`, [client.id])).toEqual([]);
  });

  it('a holder reads the defaults and the plan limit, and saves valid settings only', async () => {
    const client = await holder(GOLD, 8_000);
    const first = await call<AtsStatusDto>('GET', '/api/ats', client.token);
    expect(first.body.data).toMatchObject({ enabled: false, stake: 10, symbol: 'BTCUSD', trading_plan: 'Gold-7600', trades_per_day: 5, today_count: 0 });
    expect(first.body.data).toMatchObject({ interval_seconds: INTERVAL_SECONDS, duration: 60, recent: [] });

    for (const bad of [
      { enabled: 'yes', stake: 5, symbol: 'BTCUSD' },
      { enabled: true, stake: 0.5, symbol: 'BTCUSD' },
      { enabled: true, stake: '5', symbol: 'BTCUSD' },
      { enabled: true, stake: 5.001, symbol: 'BTCUSD' },
      { enabled: true, stake: 5, symbol: 'NOPE' },
      { enabled: true, symbol: 'BTCUSD' },
    ]) {
      const res = await call('PUT', '/api/ats', client.token, bad);
      expect(res.status).toBe(400);
    }
    const saved = await call<AtsStatusDto>('PUT', '/api/ats', client.token, { enabled: false, stake: 25.5, symbol: 'EURUSD' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ enabled: false, stake: 25.5, symbol: 'EURUSD' });
  });

  it('two workers running rounds every 2 s place at most the plan number a day, never twice in one interval, through the submit path', async () => {
    // The count is per UTC day: a run that would cross midnight starts just after it instead.
    const msToMidnight = 86_400_000 - (Date.now() % 86_400_000);
    if (msToMidnight < 45_000) await new Promise((r) => setTimeout(r, msToMidnight + 1_000));
    const beginner = await holder(BEGINNER, 3_100);
    const gold = await holder(GOLD, 7_700);
    const socket = await a.socket(gold.token);
    const opened: TradeDto[] = [];
    socket.on('trade:opened', ({ trade }) => opened.push(trade));
    for (const c of [beginner, gold]) expect((await call('PUT', '/api/ats', c.token, { enabled: true, stake: 10, symbol: 'BTCUSD' })).status).toBe(200);

    await waitFor(async () => (await atsTrades(gold.id)).length === GOLD.trades_per_day, 30_000, 250);
    // A few more rounds: the limit holds.
    await new Promise((r) => setTimeout(r, 3 * INTERVAL_SECONDS * 1000));
    const goldTrades = await atsTrades(gold.id);
    expect(goldTrades).toHaveLength(5);
    expect(new Set(goldTrades.map((t) => t.ats_slot)).size).toBe(5);
    expect(goldTrades.every((t) => t.amount === '1000' && t.mode === 'real' && t.duration === 60 && t.trade_mode === 'Buy' && t.strike_rate === 1)).toBe(true);
    expect(await atsTrades(beginner.id)).toHaveLength(1);

    // The same path as a submit: the stake is held, the owner told, the settlement job scheduled.
    expect((await me(a, gold.token)).balance).toBe(100 - 50);
    await waitFor(async () => opened.length === 5);
    expect(opened.every((t) => t.source === 'ats')).toBe(true);
    const status = (await call<AtsStatusDto>('GET', '/api/ats', gold.token)).body.data;
    expect(status.today_count).toBe(5);
    expect(status.recent.map((t) => t.source)).toEqual(['ats', 'ats', 'ats', 'ats', 'ats']);
    expect(status.last_outcome).toBe(ATS_SKIPS.dailyLimit);
    const queue = a.api.get<Queue>(getQueueToken(QUEUES.settlement));
    const expiry = Math.floor(new Date(status.recent[0].expires_at).getTime() / 1000);
    expect(await queue.getJob(`settle-${expiry}`)).toBeTruthy();
    await ledgerHolds();
  }, 120_000);

  it('two rounds of the same interval at once place one trade per holder', async () => {
    const client = await holder(GOLD, 7_700);
    await sql(`INSERT INTO ats_settings (user_id, enabled, stake, symbol) VALUES ($1, false, 500, 'ETHUSD')`, [client.id]);
    // Enabled between scheduled rounds, then two rounds of one instant run at once.
    const now = Date.now();
    await sql(`UPDATE ats_settings SET enabled = true WHERE user_id = $1`, [client.id]);
    await Promise.all(runners().map((r) => r.round(now)));
    const trades = (await atsTrades(client.id)).filter((t) => Number(t.ats_slot) === Math.floor(now / (INTERVAL_SECONDS * 1000)));
    expect(trades).toHaveLength(1);
    await ledgerHolds();
  });

  it('after Redis lost every key of the deployment the ATS schedule comes back and rounds resume (the settings live in PostgreSQL)', async () => {
    const client = await holder(GOLD, 7_700);
    const ats = a.api.get<Queue>(getQueueToken(QUEUES.ats));
    await deleteRedisPrefix(`${a.prefix}:`);
    expect(await ats.getJobScheduler('ats')).toBeUndefined();
    expect((await call('PUT', '/api/ats', client.token, { enabled: true, stake: 10, symbol: 'BTCUSD' })).status).toBe(200);
    await waitFor(async () => (await ats.getJobScheduler('ats'))?.every === INTERVAL_SECONDS * 1000, 10_000, 250);
    await waitFor(async () => (await atsTrades(client.id)).length > 0, 20_000, 250);
    await ledgerHolds();
  }, 40_000);

  it('no trade on a Neutral summary, nor for a holder whose balance is below the stake: an outcome, not an error storm', async () => {
    const broke = await holder(BEGINNER, 3_000);
    expect((await call('PUT', '/api/ats', broke.token, { enabled: true, stake: 10, symbol: 'BTCUSD' })).status).toBe(200);
    const ats = a.api.get<Queue>(getQueueToken(QUEUES.ats));
    const failedBefore = await ats.getFailedCount();
    await waitFor(async () => (await call<AtsStatusDto>('GET', '/api/ats', broke.token)).body.data.last_outcome === ATS_SKIPS.shortBalance, 10_000, 250);
    await new Promise((r) => setTimeout(r, 2 * INTERVAL_SECONDS * 1000));
    expect(await atsTrades(broke.id)).toEqual([]);
    expect(await ats.getFailedCount()).toBe(failedBefore);

    verdict = 'Neutral';
    const funded = await holder(BEGINNER, 3_100);
    expect((await call('PUT', '/api/ats', funded.token, { enabled: true, stake: 10, symbol: 'BTCUSD' })).status).toBe(200);
    await waitFor(async () => (await call<AtsStatusDto>('GET', '/api/ats', funded.token)).body.data.last_outcome === ATS_SKIPS.neutral, 10_000, 250);
    expect(await atsTrades(funded.id)).toEqual([]);
    await ledgerHolds();
  }, 30_000);
});
