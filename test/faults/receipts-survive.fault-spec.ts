import type { CommittedSecond, ReceiptBundle, SettlementKey, Signed, TickCommitment } from '../../server/src/contracts/provable/statements';
import { verifyCommitmentChain, verifyReceipt } from '../../server/src/contracts/provable/verify-receipt';
import { COMMITMENTS_MAX_SECONDS } from '../../server/src/contracts/requests/market.request';
import { sleep } from '../support/ports';
import { fetchPost, signInWithTwoFactor } from '../support/two-factor';
import { cleanupAll } from './support/cleanup';
import { appsOf, FaultEnv, startFaultEnv, writeFigures } from './support/fault-env';
import { call, Load } from './support/load';
import { expectRecovered, report, settleAndMeasure } from './support/scenario';

const FAULT = 'receipts-survive';
const ADMIN = { email: 'fault-admin@example.com', password: 'correct-horse-42' };
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT, { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
}, 60_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

it('after a worker killed with -9 and a Redis FLUSHALL, every receipt verifies and the chain of heads is whole, each gap recorded', async () => {
  const apps = appsOf(env);
  const load = await Load.start(apps.url);
  await sleep(4000);
  const start = Date.now();
  await apps.killWorker();
  await sleep(3000);
  apps.startWorker();
  await sleep(4000);
  await env.redis.flushAll();
  const outage = { start, end: Date.now() };
  const { figures, trades } = await settleAndMeasure(env, load, outage);
  report(FAULT, figures);
  expectRecovered(figures);

  const url = apps.url;
  const keys = ((await call(url, 'GET', '/api/.well-known/settlement-keys')).body as { keys: SettlementKey[] }).keys;
  // Staff sign in with a second factor: the helper enrols the administrator first.
  const token = (await signInWithTwoFactor(fetchPost(url), ADMIN)).body.tokens.access.token;

  // Every receipt, as staff: sealed (by the sweeper where the worker died first) and verified.
  const verdicts = new Map<number, string>();
  const ended = trades.filter((t) => t.status !== 'Pending');
  const deadline = Date.now() + 30_000;
  let todo = ended.map((t) => t.id);
  while (todo.length && Date.now() < deadline) {
    const left: number[] = [];
    for (let i = 0; i < todo.length; i += 8) {
      await Promise.all(
        todo.slice(i, i + 8).map(async (id) => {
          const res = await call(url, 'GET', `/api/trading/trades/${id}/receipt`, token);
          if (res.status === 409) return void left.push(id);
          if (res.status !== 200) return void verdicts.set(id, `answered ${res.status}`);
          const v = verifyReceipt((res.body as { data: ReceiptBundle }).data, keys);
          verdicts.set(id, v.ok ? 'ok' : v.failures.join('; '));
        }),
      );
    }
    todo = left;
    if (todo.length) await sleep(1000);
  }
  const failed = [...verdicts].filter(([, v]) => v !== 'ok');

  // The chain as anyone reads it: each commitment follows the one before it (a jump in seconds is a gap it records), its head follows from its root, its signature holds.
  const [{ first, last }] = await env.probe.query<{ first: string; last: string }>(`SELECT min(second) AS first, max(second) AS last FROM market_commitments`);
  const chain: Signed<TickCommitment>[] = [];
  for (let from = Number(first); from <= Number(last); from += COMMITMENTS_MAX_SECONDS) {
    const page = await call(url, 'GET', `/api/market/commitments?from=${from}&to=${Math.min(Number(last), from + COMMITMENTS_MAX_SECONDS - 1)}`);
    chain.push(...(page.body as { data: CommittedSecond[] }).data.map((c) => c.commitment));
  }
  const { failures: broken, gaps } = verifyCommitmentChain(chain, keys);
  const kinds = failed.map(([, v]) => v.replace(/[\d.]+/g, 'N'));
  const failedKinds = Object.fromEntries([...new Set(kinds)].map((k) => [k, kinds.filter((x) => x === k).length]));
  const at = new Map(trades.map((t) => [t.id, t]));
  const failedAt = failed.map(([id]) => ({ id, openedAfterKillMs: at.get(id)!.opened_at - start, expiredAfterKillMs: at.get(id)!.expires_at - start }));
  writeFigures(`${FAULT}-receipts`, {
    trades: ended.length,
    verified: verdicts.size - failed.length,
    notSealed: todo.length,
    commitments: chain.length,
    gaps: gaps.map(([a, b]) => `${a}..${b}`),
    flushAfterKillMs: outage.end - start,
    failedKinds,
    failedAt,
  });

  expect({ notSealed: todo.length, failed: failed.slice(0, 5) }).toEqual({ notSealed: 0, failed: [] });
  expect(verdicts.size).toBe(ended.length);
  expect(broken).toEqual([]);
  expect(chain.length).toBeGreaterThan(10);
}, 120_000);
