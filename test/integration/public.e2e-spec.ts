import { Client } from 'pg';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { Candle } from '../../server/src/contracts/market';
import type { PublicPayoutDto, TradeDto } from '../../server/src/contracts/trading';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp, waitFor } from '../support/test-app';

const SUPPORT = 'help-desk@example.com';

describe('public API: contact, live payouts, daily candles', () => {
  let app: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT, RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('a contact message is stored and mailed to support', async () => {
    const body = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Do you offer EUR accounts?\nThanks' };
    const res = await app.request<{ status: boolean; message: string }>('POST', '/api/public/contact', { body });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    await waitFor(async () => smtp.mails.find((m) => m.to.includes(SUPPORT) && m.decoded.includes('Do you offer EUR accounts?')));
    const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(`SELECT name, email, message FROM contact_messages WHERE email = 'grace@example.com'`);
    await client.end();
    expect(rows).toEqual([body]);
  });

  it('refuses missing, malformed and oversized fields, then rate limits', async () => {
    const empty = await app.request<{ errors: Record<string, string> }>('POST', '/api/public/contact', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ name: 'is required', email: 'must not be empty', message: 'is required' });
    const bad = await app.request<{ errors: Record<string, string> }>('POST', '/api/public/contact', {
      body: { name: 'A', email: 'nope', message: 'x'.repeat(5001) },
    });
    expect(bad.body.errors).toEqual({ email: 'is invalid', message: 'must be at most 5000 characters long' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await app.request('POST', '/api/public/contact', { body: { name: 'B', email: 'b@example.com', message: `m${i}` } })).status);
    }
    // One message was accepted in the first test: the fifth here is the sixth in the hour.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('a winning trade appears, anonymised, in the payouts list and live to visitors', async () => {
    const visitor = await app.socket();
    const live: PublicPayoutDto[] = [];
    visitor.on('payout:new', ({ payouts }) => live.push(...payouts));
    const u = await app.newUser();
    const won = await waitFor(
      async () => {
        const place = (trade_mode: string) =>
          app.request('POST', '/api/trading/submit', {
            token: u.token,
            body: { amount: 10, duration: 1, mode: 'demo', strike_rate: 3, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode },
          });
        await Promise.all([place('Buy'), place('Sell')]);
        const settled = await waitFor(async () => {
          const list = (await app.request<ApiEnvelope<TradeDto[]>>('GET', '/api/trading?mode=demo', { token: u.token })).body.data;
          return list.slice(0, 2).every((t) => t.status !== 'Pending') && list;
        });
        return settled.find((t) => t.status === 'Won');
      },
      25000,
      0,
    );
    const listed = await waitFor(async () => {
      const res = await app.request<ApiEnvelope<PublicPayoutDto[]>>('GET', '/api/public/payouts');
      return res.body.data.find((p) => p.id === won.trade_id);
    });
    expect(listed).toEqual({ id: won.trade_id, name: 'T.', symbol: 'BTCUSD', amount: 10, payout: won.payout, mode: 'demo', time: won.end_time });
    expect(JSON.stringify(listed)).not.toMatch(/Test|User|@/);
    await waitFor(async () => live.find((p) => p.id === won.trade_id));
  });

  it('daily candles cover a year from the first start', async () => {
    const res = await app.request<ApiEnvelope<Candle[]>>('GET', '/api/market/candles?symbol=BTCUSD&interval=1d&limit=400');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(365);
    const times = res.body.data.map((c) => c.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((t) => t % 86400 === 0)).toBe(true);
  });
});
