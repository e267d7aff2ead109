import { ed25519 } from '@noble/curves/ed25519';
import { fromHex } from '../../server/src/contracts/provable/merkle';
import { chainHead, type ReceiptBundle, type SettlementKey, signedBytes, type TickCommitment } from '../../server/src/contracts/provable/statements';
import { verifyReceipt } from '../../server/src/contracts/provable/verify-receipt';
import { sleep } from '../support/ports';
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

type CommitmentRow = {
  second: string;
  prev_second: string | null;
  root: string;
  prev_head: string;
  head: string;
  key_id: string;
  signature: string;
  leaf_count: number;
};

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
  const login = await call(url, 'POST', '/api/auth/login', undefined, ADMIN);
  const token = (login.body as { tokens: { access: { token: string } } }).tokens.access.token;

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

  // The chain: each commitment follows the one before it (a jump in seconds is a gap it records), its head follows from its root, its signature holds.
  const rows = await env.probe.query<CommitmentRow>(
    `SELECT second, prev_second, root, prev_head, head, key_id, signature, leaf_count FROM market_commitments ORDER BY second`,
  );
  const broken: string[] = [];
  const gaps: string[] = [];
  rows.forEach((r, i) => {
    const c: TickCommitment = {
      v: 1,
      kind: 'tick-commitment',
      second: Number(r.second),
      prevSecond: r.prev_second === null ? null : Number(r.prev_second),
      leaves: r.leaf_count,
      root: r.root,
      prevHead: r.prev_head,
      head: r.head,
      keyId: r.key_id,
    };
    const prev = rows[i - 1];
    if (i > 0 && (c.prevSecond !== Number(prev.second) || c.prevHead !== prev.head)) broken.push(`${c.second} does not chain from ${prev.second}`);
    if (chainHead(c.prevHead, c.root) !== c.head) broken.push(`${c.second}: head`);
    const key = keys.find((k) => k.keyId === c.keyId);
    if (!key || !ed25519.verify(fromHex(r.signature), signedBytes(c), fromHex(key.publicKey))) broken.push(`${c.second}: signature`);
    if (c.prevSecond !== null && c.second - c.prevSecond > 1) gaps.push(`${c.prevSecond + 1}..${c.second - 1}`);
  });
  const kinds = failed.map(([, v]) => v.replace(/[\d.]+/g, 'N'));
  const failedKinds = Object.fromEntries([...new Set(kinds)].map((k) => [k, kinds.filter((x) => x === k).length]));
  const at = new Map(trades.map((t) => [t.id, t]));
  const failedAt = failed.map(([id]) => ({ id, openedAfterKillMs: at.get(id)!.opened_at - start, expiredAfterKillMs: at.get(id)!.expires_at - start }));
  writeFigures(`${FAULT}-receipts`, {
    trades: ended.length,
    verified: verdicts.size - failed.length,
    notSealed: todo.length,
    commitments: rows.length,
    gaps,
    flushAfterKillMs: outage.end - start,
    failedKinds,
    failedAt,
  });

  expect({ notSealed: todo.length, failed: failed.slice(0, 5) }).toEqual({ notSealed: 0, failed: [] });
  expect(verdicts.size).toBe(ended.length);
  expect(broken).toEqual([]);
  expect(rows.length).toBeGreaterThan(10);
}, 120_000);
