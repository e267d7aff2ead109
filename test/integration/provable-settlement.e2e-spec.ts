import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { CloseQuote } from '../../server/src/contracts/early-close';
import {
  chainHead,
  type CommittedSecond,
  type ReceiptBundle,
  type SettlementKey,
  type Signed,
  type TickCommitment,
} from '../../server/src/contracts/provable/statements';
import { verifyCommitmentChain, verifyReceipt } from '../../server/src/contracts/provable/verify-receipt';
import type { SubmitTradeResponse, TradeDto } from '../../server/src/contracts/trading';
import { SettlementService } from '../../server/src/trading/settlement.service';
import { startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { demoTrade } from '../support/trades';

describe('provable settlement: tick commitments, receipts, verify-trade', () => {
  let app: TestApp;
  let db: Client;
  let keys: SettlementKey[];

  beforeAll(async () => {
    app = await startTestApp({ durations: '1,60' });
    db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    await app.pricesFlowing();
    const res = await app.request<{ keys: SettlementKey[] }>('GET', '/api/.well-known/settlement-keys');
    expect(res.status).toBe(200);
    keys = res.body.keys;
  }, 60_000);
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  const open = async (u: TestUser, over: Record<string, unknown>): Promise<TradeDto> => {
    const res = await app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', { token: u.token, body: demoTrade(over) });
    expect(res.status).toBe(201);
    return res.body.data.trade;
  };
  const receiptOf = (u: TestUser, id: number) =>
    app.request<ApiEnvelope<ReceiptBundle> & ApiError>('GET', `/api/trading/trades/${id}/receipt`, { token: u.token });
  /** The receipt once sealed and its ticks committed (409 RECEIPT_NOT_READY until then). */
  const sealedReceipt = (u: TestUser, id: number) =>
    waitFor(async () => {
      const res = await receiptOf(u, id);
      if (res.status === 409 && (res.body.code === 'RECEIPT_NOT_READY' || res.body.code === 'TRADE_NOT_OPEN')) return undefined;
      expect(res.status).toBe(200);
      return res.body.data;
    }, 20_000);

  it('publishes its public key, and commits each second in one signed chain', async () => {
    // The run's other apps share this database: their keys may be listed too, each with its own validity.
    expect(keys.length).toBeGreaterThanOrEqual(1);
    for (const k of keys) expect(k).toMatchObject({ algorithm: 'Ed25519', keyId: expect.any(String), publicKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const visitor = await app.socket();
    const pushed: Signed<TickCommitment>[] = [];
    visitor.on('market:commitment', (c) => pushed.push(c));
    await new Promise((r) => setTimeout(r, 2500));
    visitor.close();
    const res = await app.request<ApiEnvelope<CommittedSecond[]>>('GET', '/api/market/commitments');
    expect(res.status).toBe(200);
    const seconds = res.body.data;
    expect(seconds.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < seconds.length; i++) {
      const [prev, c] = [seconds[i - 1].commitment, seconds[i].commitment];
      expect(c.prevHead).toBe(prev.head);
      expect(c.head).toBe(chainHead(c.prevHead, c.root));
    }
    // Pushed live as each second ends, the same signed statements the route answers.
    expect(pushed.length).toBeGreaterThanOrEqual(1);
    const served = new Map(seconds.map((s) => [s.commitment.second, s.commitment]));
    for (const c of pushed.filter((p) => served.has(p.second))) expect(c).toEqual(served.get(c.second));
    expect(
      verifyCommitmentChain(
        seconds.map((s) => s.commitment),
        keys,
      ).failures,
    ).toEqual([]);
    const bad = await app.request<ApiError>('GET', '/api/market/commitments?from=10&to=100000');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('every final trade (Won, Lost, Draw, Void, Closed) has a receipt that verifies; changed, it does not; another user gets 404', async () => {
    const u = await app.newUser();
    const buy = await open(u, { trade_mode: 'Buy' });
    const sell = await open(u, { trade_mode: 'Sell' });
    const draw = await open(u, { trade_mode: 'Buy' });
    const voided = await open(u, { trade_mode: 'Sell' });
    const closing = await open(u, { trade_mode: 'Buy', duration: 60 });
    // Draw: expires at its own entry tick. Void: expires before any tick was stored.
    const entry = await waitFor(async () => {
      const c = await app.request<ApiEnvelope<CommittedSecond[]>>('GET', '/api/market/commitments');
      const ticks = c.body.data.flatMap((s) => s.leaves.filter((l) => l.symbol === 'BTCUSD').flatMap((l) => l.ticks));
      const openedAt = new Date(draw.trade_time).getTime();
      return ticks.filter(([t, p]) => t <= openedAt && p === Number(draw.open_price)).pop();
    });
    for (const [id, at] of [
      [draw.trade_id, new Date(entry[0])],
      [voided.trade_id, new Date(Date.now() - 3600_000)],
    ] as const) {
      await db.query(`UPDATE trades SET expires_at = $2 WHERE id = $1`, [id, at]);
      await db.query(`UPDATE pending_trades SET expires_at = $2 WHERE trade_id = $1`, [id, at]);
    }
    await app.worker!.get(SettlementService).settleDue(new Date());
    const q = await app.request<ApiEnvelope<CloseQuote>>('GET', `/api/trading/trades/${closing.trade_id}/quote`, { token: u.token });
    expect(
      (await app.request('POST', `/api/trading/trades/${closing.trade_id}/close`, { token: u.token, body: { quote_id: q.body.data.quote_id } })).status,
    ).toBe(201);

    const bundles = [];
    for (const t of [buy, sell, draw, voided, closing]) bundles.push(await sealedReceipt(u, t.trade_id));
    const statuses = bundles.map((b) => b.receipt.status);
    expect(statuses.slice(2)).toEqual(['Draw', 'Void', 'Closed']);
    expect([...statuses.slice(0, 2)].sort()).toEqual(expect.arrayContaining([expect.stringMatching(/Won|Lost|Draw/)]));
    for (const b of bundles) expect(verifyReceipt(b, keys)).toMatchObject({ ok: true, failures: [] });

    const other = await app.newUser();
    expect((await receiptOf(other, buy.trade_id)).status).toBe(404);

    // The command line, offline with the published keys: 0 verified, 1 changed, 2 cannot run.
    const dir = mkdtempSync(join(tmpdir(), 'verify-trade-'));
    const file = (name: string, value: unknown) => {
      writeFileSync(join(dir, name), JSON.stringify(value));
      return join(dir, name);
    };
    // Not spawnSync: the API answering --target runs in this process.
    const run = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string }>((done) =>
        execFile(process.execPath, ['scripts/verify-trade.mjs', ...args], { encoding: 'utf8' }, (err, stdout) =>
          done({ status: err ? (err.code as number) : 0, stdout }),
        ),
      );
    const keysFile = file('keys.json', { keys });
    const ok = await run('--receipt', file('won.json', bundles[0]), '--keys', keysFile);
    expect({ status: ok.status, out: ok.stdout }).toMatchObject({
      status: 0,
      out: expect.stringMatching(/^verified: trade \d+ .*Entry and exit ticks match the published prices/m),
    });
    const changed = await run('--receipt', file('changed.json', { ...bundles[0], receipt: { ...bundles[0].receipt, paidCents: 1 } }), '--keys', keysFile);
    expect({ status: changed.status, out: changed.stdout }).toMatchObject({ status: 1, out: expect.stringMatching(/FAIL .*not in its signed batch/) });
    const online = await run('--target', app.url, '--trade', String(voided.trade_id), '--token', u.token);
    expect({ status: online.status, out: online.stdout }).toMatchObject({ status: 0 });
    expect((await run('--receipt', join(dir, 'missing.json'))).status).toBe(2);
  }, 90_000);
});
