import { io, Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../server/src/contracts/events';
import type { TradeDto } from '../../server/src/contracts/trading';
import { until } from '../support/ports';
import { cleanupAll } from './support/cleanup';
import { appsOf, FaultEnv, startFaultEnv, writeFigures } from './support/fault-env';
import { call, newUser, shortTrade } from './support/load';
import { verifyLedger } from './support/probe';
import { BOUNDS } from './support/scenario';

const FAULT = 'redis-cluster';
const TRADES = 6;
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT, { redisCluster: true });
}, 90_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

function connect(url: string, token: string): Promise<Socket<ServerToClientEvents, ClientToServerEvents>> {
  return new Promise((resolve, reject) => {
    const s: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

it('submits and settles trades through a three-shard Redis Cluster, pushes their events, and spreads the queues over the shards', async () => {
  const apps = appsOf(env);
  const cluster = env.redisCluster!;
  const user = await newUser(apps.url);
  const socket = await connect(apps.url, user.token);
  const settledEvents = new Set<number>();
  let ticks = 0;
  // A user event (the user-events shard channel, SPUBLISHed by the worker's script) and a broadcast (the sharded emitter).
  socket.on('trade:settled', (e) => settledEvents.add(e.trade.trade_id));
  socket.on('price:tick', () => ticks++);

  const submitted: number[] = [];
  for (let i = 0; i < TRADES; i++) {
    const res = await call(apps.url, 'POST', '/api/trading/submit', user.token, { ...shortTrade(), duration: 2 });
    expect(res.status).toBe(201);
    submitted.push((res.body as { data: { trade: TradeDto } }).data.trade.trade_id);
  }

  const trades = await env.probe.waitSettled(BOUNDS.pendingMs);
  await until('every trade:settled event', async () => submitted.every((id) => settledEvents.has(id)), 10_000);
  socket.disconnect();
  const ledger = verifyLedger(env.databaseUrl);

  const byNode = await cluster.keysByNode();
  const all = [...byNode.values()].flat();
  // A key's hash tag, `{...}` at its start: the part Redis hashes to place it.
  const tagOf = (key: string) => key.slice(0, key.indexOf('}') + 1);
  const portsByTag = new Map<string, Set<number>>();
  for (const [port, keys] of byNode) for (const key of keys) portsByTag.set(tagOf(key), (portsByTag.get(tagOf(key)) ?? new Set()).add(port));
  const tags = [...portsByTag.keys()].sort();
  const slots = new Set(await Promise.all(tags.map((tag) => cluster.command(cluster.ports[0], (c) => c.cluster('KEYSLOT', tag)))));
  const singleRedisKeys = await env.redis.command((c) => c.dbsize());
  writeFigures(FAULT, {
    trades: trades.length,
    settled: trades.filter((t) => t.status !== 'Pending').length,
    ticks,
    keysByShard: [...byNode.values()].map((keys) => keys.length),
    tags,
    slots: slots.size,
    shardsWithKeys: [...byNode.values()].filter((keys) => keys.length > 0).length,
    ledgerOk: ledger.ok,
  });

  expect(trades.map((t) => t.id).sort()).toEqual([...submitted].sort());
  expect(trades.filter((t) => t.status === 'Pending')).toEqual([]);
  expect(ledger).toMatchObject({ ok: true });
  expect(ticks).toBeGreaterThan(0);
  // Every key is the deployment's, under a hash tag: its own, `{prefix}`, or one per queue, `{prefix:bull:<queue>}`.
  expect(all.filter((k) => !k.startsWith(`{${env.prefix}`))).toEqual([]);
  expect(tags).toEqual(expect.arrayContaining([`{${env.prefix}}`, `{${env.prefix}:bull:settlement}`]));
  // The keys of a tag share one node (what MULTI, the scripts and BullMQ need), and the tags spread over slots (and so over shards).
  expect([...portsByTag.values()].filter((ports) => ports.size > 1)).toEqual([]);
  expect(slots.size).toBeGreaterThan(1);
  // Nothing went to the single Redis of REDIS_URL.
  expect(singleRedisKeys).toBe(0);
}, 90_000);
