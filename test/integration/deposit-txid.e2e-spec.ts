import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { DepositForStaff } from '../../server/src/contracts/backoffice';
import { type CryptoCurrency, type DepositDto, TXID_MESSAGES } from '../../server/src/contracts/funds';
import { pngBytes } from '../support/files';
import { sandboxCard } from '../support/sandbox-card';
import { startTestApp, TestApp, TestUser } from '../support/test-app';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError };

const ADMIN = { email: 'deposit-txid-admin@example.com', password: 'admin-password-42' };
const HEX64 = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';
const receipt = () => ({ data: pngBytes(), name: 'receipt.png', type: 'image/png' });

describe('crypto deposits: the optional transaction id (txid)', () => {
  let app: TestApp;
  let staff: string;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const deposit = (u: TestUser, currency: CryptoCurrency, extra: Record<string, string> = {}) =>
    app.upload('/api/deposit', { usd_amount: '25', currency, receipt: receipt(), ...extra }, { token: u.token }) as Promise<Answer<DepositDto>>;
  const asStaff = (id: number) => app.request<ApiEnvelope<DepositForStaff> & ApiError>('GET', `/api/backoffice/deposits/${id}`, { token: staff });
  const depositsOf = async (u: TestUser) => (await sql<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1', [u.id]))[0].n;

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    staff = (await app.login(ADMIN)).body.tokens.access.token;
    await app.pricesFlowing();
  });
  afterAll(() => app.close());

  it('keeps a BTC txid, trimmed and lower-case, and shows staff its mempool.space link', async () => {
    const u = await app.newUser();
    const res = await deposit(u, 'btc', { txid: `  ${HEX64.toUpperCase()}\t` });
    expect(res.status).toBe(201);
    expect(res.body.data.txid).toBe(HEX64);
    expect(await sql('SELECT txid FROM deposits WHERE id = $1', [res.body.data.deposit_id])).toEqual([{ txid: HEX64 }]);

    const seen = await asStaff(res.body.data.deposit_id);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ txid: HEX64, txid_url: `https://mempool.space/tx/${HEX64}` });
    const own = (await app.request<ApiEnvelope<DepositDto[]>>('GET', '/api/deposit', { token: u.token })).body.data;
    expect(own.map((d) => d.txid)).toEqual([HEX64]);
  });

  it('keeps an ETH txid (0x and 64 hex digits) and shows staff its etherscan.io link', async () => {
    const u = await app.newUser();
    const txid = `0x${HEX64}`;
    const res = await deposit(u, 'eth', { txid: `0x${HEX64.toUpperCase()}` });
    expect(res.status).toBe(201);
    expect(res.body.data.txid).toBe(txid);
    expect((await asStaff(res.body.data.deposit_id)).body.data).toMatchObject({ txid, txid_url: `https://etherscan.io/tx/${txid}` });
  });

  it('answers txid null without one, and for an empty one', async () => {
    const u = await app.newUser();
    for (const extra of [{}, { txid: '   ' }] as Record<string, string>[]) {
      const res = await deposit(u, 'btc', extra);
      expect(res.status).toBe(201);
      expect(res.body.data.txid).toBeNull();
      expect((await asStaff(res.body.data.deposit_id)).body.data).toMatchObject({ txid: null, txid_url: null });
    }
    expect(await sql('SELECT txid FROM deposits WHERE user_id = $1', [u.id])).toEqual([{ txid: null }, { txid: null }]);
  });

  it.each([
    ['too short', 'btc', HEX64.slice(1), TXID_MESSAGES.btc],
    ['too long', 'btc', `${HEX64}0`, TXID_MESSAGES.btc],
    ['not hex', 'btc', `${HEX64.slice(1)}g`, TXID_MESSAGES.btc],
    ['a BTC id for ETH', 'eth', HEX64, TXID_MESSAGES.eth],
    ['an ETH id for BTC', 'btc', `0x${HEX64}`, TXID_MESSAGES.btc],
    ['0x with 63 digits', 'eth', `0x${HEX64.slice(1)}`, TXID_MESSAGES.eth],
    ['oversized', 'eth', `0x${'a'.repeat(4000)}`, TXID_MESSAGES.eth],
  ] as const)('refuses a malformed txid (%s) naming it, and creates no deposit', async (_case, currency, txid, message) => {
    const u = await app.newUser();
    const res = await deposit(u, currency, { txid });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ txid: message });
    expect(res.body.message).toBe(message);
    expect(await depositsOf(u)).toBe(0);
  });

  it('refuses a txid past the form’s field size, or of another type, naming it, and creates no deposit', async () => {
    const u = await app.newUser();
    const huge = await deposit(u, 'btc', { txid: 'a'.repeat(20_000) });
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.body.errors ?? {})).toEqual(['txid']);
    const nested = await deposit(u, 'btc', { 'txid[hash]': HEX64 });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual({ txid: TXID_MESSAGES.btc });
    const number = (await app.request('POST', '/api/deposit', { token: u.token, body: { usd_amount: '25', currency: 'btc', txid: 42 } })) as Answer<never>;
    expect(number.status).toBe(400);
    expect(number.body.errors).toEqual({ txid: TXID_MESSAGES.btc });
    expect(await depositsOf(u)).toBe(0);
  });

  it('refuses a txid on a card deposit, which has no chain transaction', async () => {
    const u = await app.newUser();
    const res = (await app.request('POST', '/api/deposit/card', { token: u.token, body: { ...sandboxCard(50), txid: HEX64 } })) as Answer<DepositDto>;
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['txid']);
    expect(await depositsOf(u)).toBe(0);
  });
});
