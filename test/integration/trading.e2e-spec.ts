import { Client } from 'pg';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { LiveQuotes } from '../../server/src/market/live-quotes';
import { TickStore } from '../../server/src/market/tick-store';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { SubmitTradeResponse as SubmitResult, TradeDto } from '../../server/src/contracts/trading';
import { me, startTestApp, TestApp, waitFor } from '../support/test-app';
import { demoTrade } from '../support/trades';

const trade = demoTrade;

async function ledgerHolds(): Promise<void> {
  const broken = (await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok);
  expect(broken).toEqual([]);
}

describe('trading: submit and settle', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    // The feed ticks within its first interval once the worker holds the lease.
    await app.pricesFlowing();
  });
  afterAll(() => app.close());

  it('a new user has 10,000.00 demo and 0.00 real', async () => {
    const u = await app.newUser();
    expect(u.user.demo_balance).toBe(10000);
    expect(u.user.balance).toBe(0);
  });

  it('holds the stake, settles at expiry and pays by the rules', async () => {
    const u = await app.newUser();
    const res = await app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', { token: u.token, body: trade() });
    expect(res.status).toBe(201);
    expect(res.body.data.trade.status).toBe('Pending');
    expect(res.body.data.demo_balance).toBe(9990);
    expect(res.body.data.trade.open_price).toBeGreaterThan(0);

    const settled = await waitFor(async () => {
      const list = await app.request<ApiEnvelope<TradeDto[]>>('GET', '/api/trading?mode=demo', { token: u.token });
      const t = list.body.data[0];
      return t.status !== 'Pending' && t;
    });
    const expected = { Won: 10000 - 10 + 10 + 7.5, Lost: 9990, Draw: 10000 }[settled.status as 'Won' | 'Lost' | 'Draw'];
    expect((await me(app, u.token)).demo_balance).toBeCloseTo(expected, 2);
    expect(settled.end_price).not.toBeNull();
    await ledgerHolds();
  });

  it('refuses bad input with a 4xx and moves no money', async () => {
    const u = await app.newUser();
    const cases: [unknown, number][] = [
      [trade({ amount: undefined }), 400],
      [trade({ amount: '10' }), 400],
      [trade({ amount: 0.5 }), 400],
      [trade({ amount: 20000 }), 400],
      [trade({ symbol: 'NOPE' }), 400],
      [trade({ strike_rate: 9 }), 400],
      [trade({ duration: 61 }), 400],
      [trade({ mode: 'fun' }), 400],
      [trade({ trade_mode: 'Hold' }), 400],
      [trade({ symbol: 'EURUSD' }), 400],
      [trade({ extra: 1 }), 400],
    ];
    for (const [body, status] of cases) {
      const res = await app.request<{ status: boolean; message: string }>('POST', '/api/trading/submit', { token: u.token, body });
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.body.status).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
    const malformed = await app.request('POST', '/api/trading/submit', { token: u.token, raw: '{"amount": 1,' });
    expect(malformed.status).toBe(400);
    const anonymous = await app.request('POST', '/api/trading/submit', { body: trade() });
    expect(anonymous.status).toBe(401);
    const real = await app.request('POST', '/api/trading/submit', { token: u.token, body: trade({ mode: 'real' }) });
    expect(real.status).toBe(400);
    expect((await me(app, u.token)).demo_balance).toBe(10000);
  });

  it('50 concurrent submits never overdraw', async () => {
    const u = await app.newUser();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => app.request('POST', '/api/trading/submit', { token: u.token, body: trade({ amount: 250, duration: 60 }) })),
    );
    const accepted = results.filter((r) => r.status === 201).length;
    expect(accepted).toBe(40);
    expect(results.filter((r) => r.status === 400).length).toBe(10);
    expect((await me(app, u.token)).demo_balance).toBe(0);
    await ledgerHolds();
  });

  it('the same Idempotency-Key places one trade', async () => {
    const u = await app.newUser();
    const headers = { 'idempotency-key': `k-${u.id}` };
    const [a, b] = await Promise.all([
      app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', { token: u.token, body: trade({ duration: 60 }), headers }),
      app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', { token: u.token, body: trade({ duration: 60 }), headers }),
    ]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.data.trade.trade_id).toBe(a.body.data.trade.trade_id);
    expect((await me(app, u.token)).demo_balance).toBe(9990);
    const other = await app.request('POST', '/api/trading/submit', { token: u.token, body: trade({ duration: 60, amount: 11 }), headers });
    expect(other.status).toBe(409);
  });

  it('a replayed key answers exactly the first answer, after the balance has moved on', async () => {
    const u = await app.newUser();
    const headers = { 'idempotency-key': `exact-${u.id}` };
    const first = await app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', { token: u.token, body: trade({ duration: 60 }), headers });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ amount: 10, demo_balance: 9990, balance: 0, trade: { status: 'Pending', amount: 10, source: 'manual' } });
    expect((await app.request('POST', '/api/trading/submit', { token: u.token, body: trade({ duration: 60 }) })).status).toBe(201);
    const replay = await app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', { token: u.token, body: trade({ duration: 60 }), headers });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect((await me(app, u.token)).demo_balance).toBe(9980);
  });

  it('an answer kept before trades opened in one call (the answer itself) replays as it was kept', async () => {
    const u = await app.newUser();
    const headers = { 'idempotency-key': `kept-${u.id}` };
    const first = await app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', { token: u.token, body: trade({ duration: 60 }), headers });
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    try {
      await db.query(`UPDATE idempotency_keys SET response = $3 WHERE user_id = $1 AND key = $2`, [
        u.id,
        headers['idempotency-key'],
        JSON.stringify(first.body.data),
      ]);
    } finally {
      await db.end();
    }
    const replay = await app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', { token: u.token, body: trade({ duration: 60 }), headers });
    expect(replay.body).toEqual(first.body);
    expect((await me(app, u.token)).demo_balance).toBe(9990);
  });

  it('a key whose submit was refused for the balance is not kept: the same key answers afresh', async () => {
    const u = await app.newUser();
    const headers = { 'idempotency-key': `refused-${u.id}` };
    expect((await app.request('POST', '/api/trading/submit', { token: u.token, body: trade({ amount: 6000, duration: 60 }) })).status).toBe(201);
    const refused = await app.request<{ message: string }>('POST', '/api/trading/submit', {
      token: u.token,
      body: trade({ amount: 6000, duration: 60 }),
      headers,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Insufficient balance for this trade');
    const again = await app.request<{ message: string }>('POST', '/api/trading/submit', {
      token: u.token,
      body: trade({ amount: 6000, duration: 60 }),
      headers,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Insufficient balance for this trade');
    const smaller = await app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', {
      token: u.token,
      body: trade({ amount: 4000, duration: 60 }),
      headers,
    });
    expect(smaller.status).toBe(201);
    expect((await me(app, u.token)).demo_balance).toBe(0);
  });

  it('a burst from many users is written in shared transactions, each submit answered on its own', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => app.newUser()));
    // Each user sends two 6,000.00 stakes at once (only one fits the balance) and one replay of the first's key.
    const results = await Promise.all(
      users.flatMap((u) => {
        const headers = { 'idempotency-key': 'same-key-for-everyone' };
        return [
          app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', { token: u.token, body: trade({ amount: 6000, duration: 60 }), headers }),
          app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', { token: u.token, body: trade({ amount: 6000, duration: 60 }), headers }),
          app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', {
            token: u.token,
            body: trade({ amount: 6000, duration: 60, trade_mode: 'Sell' }),
          }),
        ].map((p) => p.then((r) => ({ user: u, ...r })));
      }),
    );
    for (const u of users) {
      const mine = results.filter((r) => r.user.id === u.id);
      const placed = new Set(mine.filter((r) => r.status === 201).map((r) => r.body.data.trade.trade_id));
      // One stake fits: every 201 answers that one trade (a keyed pair may answer it twice), every other is the balance's 400.
      expect(placed.size).toBe(1);
      for (const r of mine.filter((r) => r.status !== 201))
        expect({ status: r.status, body: r.body }).toMatchObject({ status: 400, body: { message: 'Insufficient balance for this trade' } });
      expect((await me(app, u.token)).demo_balance).toBe(4000);
      const [trade1] = (await app.request<ApiEnvelope<TradeDto[]>>('GET', '/api/trading?mode=demo', { token: u.token })).body.data;
      expect([...placed]).toEqual([trade1.trade_id]);
    }
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ trades: number; transactions: number }>(
        `SELECT count(*)::int AS trades, count(DISTINCT xmin::text)::int AS transactions FROM trades WHERE user_id = ANY($1::uuid[])`,
        [users.map((u) => u.id)],
      );
      expect(rows[0].trades).toBe(users.length);
      expect(rows[0].transactions).toBeLessThan(users.length);
    } finally {
      await db.end();
    }
    await ledgerHolds();
  });

  it('a trade opens at the quote pushed to the API, which is the one the feed stored', async () => {
    const live = app.api.get(LiveQuotes);
    const store = app.api.get(TickStore);
    const symbol = trade().symbol;
    const [pushed, stored] = await waitFor(async () => {
      const [s] = await store.latestOf([symbol]);
      const p = live.fresh(symbol);
      return p && s && p.time === s.time ? [p, s] : undefined;
    });
    expect(pushed).toEqual(stored);
    const u = await app.newUser();
    const res = await app.request<ApiEnvelope<SubmitResult>>('POST', '/api/trading/submit', { token: u.token, body: trade() });
    expect(res.status).toBe(201);
    const [now] = await store.latestOf([symbol]);
    // The price of the latest tick at the moment of submitting, or of the one just before it.
    expect([pushed.price, now!.price, live.fresh(symbol)?.price]).toContain(res.body.data.trade.open_price);
  });
});
