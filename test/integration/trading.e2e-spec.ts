import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import type { ApiEnvelope, SubmitTradeResponse as SubmitResult, TradeDto } from '../../server/src/contracts/api';
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
    await waitFor(async () => (await app.request<ApiEnvelope<unknown[]>>('GET', '/api/market/prices')).body.data.length > 0);
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
});
