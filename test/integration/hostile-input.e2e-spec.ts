import fc from 'fast-check';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { WithdrawalDto } from '../../server/src/contracts/funds';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { cleanPdf, jpegBytes, pdfWithOpenActionScript, pdfWithScriptInObjectStream, pngBytes, pngClaiming, withTrailer } from '../support/files';
import { me, MultipartForm, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';

/** Fixed, so a failure replays: fast-check prints the path of the failing case with the seed. */
const SEED = 20261122;
const RUNS = 80;

type Answer = { status: number; body: unknown };

/** 0 answers of 500: a refusal is a 4xx in the error shape (503 only where a price is needed and the feed is off). */
function expectHandled(res: Answer, context: unknown): void {
  const allowed = res.status < 500 || res.status === 503;
  if (!allowed) throw new Error(`answered ${res.status} ${JSON.stringify(res.body)} to ${JSON.stringify(context)?.slice(0, 500)}`);
  if (res.status < 400) return;
  const body = res.body as ApiError;
  expect(body).toEqual(expect.objectContaining({ status: false, message: expect.any(String) }));
  expect(body.message.length).toBeGreaterThan(0);
  if (body.errors !== undefined) {
    expect(Object.values(body.errors).every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
  }
}

/** Text a client should never send, next to text it may: NUL, lone surrogates, right-to-left, emoji, very long. */
const edgyText = fc.oneof(
  fc.constantFrom('\0', 'a\0b', '\ud800', 'x\udfff', '\udc00\ud800', '\u202eevil', 'مرحبا', '🚀💸', 'Zoë', '', ' ', '1e-7', '%00', '<script>'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.repeat(500)),
);

/** Values of the wrong type, numbers in every form JSON allows. */
const anyValue = fc.oneof(
  edgyText,
  fc.constantFrom(1e-7, 1e21, -0, 0.1 + 0.2, 100000.005, Number.MAX_SAFE_INTEGER + 2, -1, 0, 10, 1.5e-7),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

function nested(depth: number, leaf: unknown, arrays: boolean): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = arrays && i % 2 ? [v] : { a: v };
  return v;
}

/** A body as raw text, and what it is for the report. */
function bodies(base: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(base);
  const mutated = fc
    .tuple(fc.constantFrom(...fields, 'extra', '__proto__', 'constructor', 'k\0ey', '\ud800'), anyValue)
    .map(([field, value]) => JSON.stringify({ ...base, [field]: value }));
  const dropped = fc.subarray(fields).map((keep) => JSON.stringify(Object.fromEntries(keep.map((f) => [f, base[f]]))));
  const deep = fc
    .tuple(fc.constantFrom(...fields), fc.integer({ min: 33, max: 3000 }), fc.boolean())
    .map(([field, depth, arrays]) => JSON.stringify({ ...base, [field]: nested(depth, 'x', arrays) }));
  const wholeValue = anyValue.map((v) => JSON.stringify(v));
  const malformed = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'null', '"\\ud800"', '{"a":"\\u0000"}', '\u0000', '{"a":01}', '{"a":NaN}', '{"a":1e999}'),
    fc.nat({ max: 40 }).map((cut) => JSON.stringify(base).slice(0, cut)),
  );
  const oversized = fc.constant(JSON.stringify({ ...base, [fields[0]]: 'x'.repeat(150 * 1024) }));
  return fc.oneof({ weight: 4, arbitrary: mutated }, dropped, deep, wholeValue, malformed, oversized);
}

/** A query string of hostile values, some percent-encoded by hand (lone surrogates cannot be), some raw. */
function queries(base: Record<string, string>): fc.Arbitrary<string> {
  const encode = (v: string) => [...Buffer.from(v, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  // Short values: a URL over Node's header limit is answered 431 by the HTTP server itself, before the app.
  const value = fc.oneof(
    edgyText.filter((v) => v.length <= 100).map(encode),
    fc.constantFrom('%00', '%ED%A0%80', '%', '%zz', '1e2', '1e-7', '-1', '0x10', '[]', 'a&b'),
  );
  return fc.tuple(fc.constantFrom(...Object.keys(base), 'extra', 'a[b][c][d][e][f][g][h][i][j][k]'), value).map(([field, v]) =>
    Object.entries({ ...base, [field]: v })
      .map(([k, x]) => `${k}=${x === base[k] ? encodeURIComponent(x) : x}`)
      .join('&'),
  );
}

describe('hostile input answers 4xx in the error shape, never 500', () => {
  let app: TestApp;
  let user: TestUser;
  let loggingOut: TestUser;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    [user, loggingOut] = await Promise.all([app.newUser(), app.newUser()]);
  });
  afterAll(() => app.close());

  const password = 'correct-horse-42';
  const profile = { gender: 'male', date_of_birth: '1990-07-15', address: '1 Main St', city: 'Oslo', state: 'Oslo', country: 'Norway' };
  const trade = { amount: 10, duration: 60, mode: 'demo', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy' };

  /** Every JSON endpoint, from the controllers; `signedIn` ones carry the user's token. */
  const jsonEndpoints: { method: string; path: string; base: Record<string, unknown>; who?: () => TestUser }[] = [
    {
      method: 'POST',
      path: '/api/auth/register',
      base: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', password, confirmPassword: password },
    },
    { method: 'POST', path: '/api/auth/login', base: { email: 'nobody@example.com', password } },
    { method: 'POST', path: '/api/auth/refresh', base: { refresh_token: 'not-a-token' } },
    { method: 'POST', path: '/api/auth/complete-profile', base: { ...profile, session: 'not-a-session' } },
    { method: 'POST', path: '/api/auth/verify-email', base: { hash: 'not-a-hash' } },
    { method: 'POST', path: '/api/auth/reset-password', base: { hash: 'not-a-hash', password, confirmPassword: password } },
    { method: 'POST', path: '/api/public/contact', base: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } },
    { method: 'PATCH', path: '/api/users/change-password', base: { current: 'wrong-password-1', password, confirmPassword: password }, who: () => user },
    { method: 'POST', path: '/api/users/update', base: { firstname: 'Ada', city: 'Oslo', phone: '' }, who: () => user },
    { method: 'PATCH', path: '/api/users', base: profile, who: () => user },
    { method: 'POST', path: '/api/trading/submit', base: trade, who: () => user },
    { method: 'POST', path: '/api/auth/logout', base: { refresh_token: 'not-a-token' }, who: () => loggingOut },
  ];

  for (const endpoint of jsonEndpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.base), async (raw) => {
          const res = await app.request(endpoint.method, endpoint.path, { raw, token: endpoint.who?.().token });
          expectHandled(res, raw);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }

  const queryEndpoints: { path: string; base: Record<string, string>; who?: () => TestUser }[] = [
    { path: '/api/auth/reset-password', base: { email: 'nobody@example.com' } },
    { path: '/api/auth/reset-password/details', base: { hash: 'not-a-hash' } },
    { path: '/api/market/candles', base: { symbol: 'BTCUSD', interval: '1m', limit: '10' } },
    { path: '/api/trading', base: { mode: 'demo' }, who: () => user },
  ];

  for (const endpoint of queryEndpoints) {
    it(`GET ${endpoint.path}?…`, async () => {
      await fc.assert(
        fc.asyncProperty(queries(endpoint.base), async (query) => {
          const headers: Record<string, string> = endpoint.who ? { authorization: `Bearer ${endpoint.who().token}` } : {};
          const res = await fetch(`${app.url}${endpoint.path}?${query}`, { headers });
          const text = await res.text();
          expectHandled({ status: res.status, body: text ? JSON.parse(text) : undefined }, query);
        }),
        { seed: SEED, numRuns: RUNS / 2 },
      );
    });
  }

  const multipartEndpoints: { path: string; base: Record<string, string>; who?: () => TestUser }[] = [
    { path: '/api/users/update', base: { firstname: 'Ada', city: 'Oslo' }, who: () => user },
    { path: '/api/profile/user-verification', base: { method: 'national_id' }, who: () => user },
    { path: '/api/users/user-identification', base: { method: 'national_id', session: 'not-a-session' } },
  ];

  for (const endpoint of multipartEndpoints) {
    it(`POST ${endpoint.path} (multipart text fields)`, async () => {
      const fields = Object.keys(endpoint.base);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields, 'extra'), edgyText, async (field, value) => {
          const form: MultipartForm = { ...endpoint.base, [field]: value };
          const res = await app.upload(endpoint.path, form, { token: endpoint.who?.().token });
          expectHandled(res, form);
        }),
        { seed: SEED, numRuns: RUNS / 2 },
      );
    });
  }
});

describe('hostile input on the money and staff routes: 4xx, never 500, and no money moved', () => {
  const ADMIN = { email: 'hostile-money-admin@example.com', password: 'admin-password-42' };
  const WALLET = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
  let app: TestApp;
  let client: TestUser;
  let admin: string;
  let withdrawalId: string;

  const balance = async () => (await me(app, client.token)).balance;
  /** Runs one request and checks the answer; a refusal must leave the client's balance as it was. */
  async function refusedMovesNothing(send: () => Promise<Answer>, context: unknown): Promise<void> {
    const before = await balance();
    const res = await send();
    expectHandled(res, context);
    if (res.status >= 400) expect(await balance()).toBe(before);
  }

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    client = await app.newUser();
    admin = (await app.login(ADMIN)).body.tokens.access.token;
    // 60 USD through the sandbox card, a confirmed e-mail and an approved identity: withdrawals are open to this client.
    await app.request('POST', '/api/deposit/card', { token: client.token, body: { ...card, card_number: '4242 4242 4242 4242', usd_amount: 60 } });
    await waitFor(async () => (await balance()) === 60);
    const sql = (q: string, p: unknown[]) => app.api.get(DataSource).query(q, p);
    await sql('UPDATE users SET email_verified = true WHERE id = $1', [client.id]);
    await sql(
      `INSERT INTO identity_verifications (user_id, method, file_path, mime_type, status) VALUES ($1, 'national_id', 'documents/x.png', 'image/png', 'Approved')`,
      [client.id],
    );
    const held = await app.request<ApiEnvelope<WithdrawalDto>>('POST', '/api/withdraw', {
      token: client.token,
      body: { amount: 1, wallet: WALLET, currency: 'btc' },
    });
    withdrawalId = String(held.body.data.withdraw_id);
  });
  afterAll(async () => {
    expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);
    await app.close();
  });

  // The declined test card: a valid body ends Failed, so no run moves money but a withdrawal's hold.
  const card = {
    usd_amount: 25,
    card_number: '4000 0000 0000 0002',
    cvv: '123',
    holder_name: 'Ada Lovelace',
    month: 12,
    year: new Date().getUTCFullYear() + 2,
    zip_code: '10001',
  };
  const bank = { amount: 1, account_number: '000123456789', bank_name: 'First Bank', routing_number: '021000021', type: 'Checking' };
  const jsonEndpoints: { method: string; path: () => string; base: Record<string, unknown>; token: () => string }[] = [
    { method: 'POST', path: () => '/api/deposit/card', base: card, token: () => client.token },
    { method: 'POST', path: () => '/api/withdraw', base: { amount: 1, wallet: WALLET, currency: 'btc' }, token: () => client.token },
    { method: 'POST', path: () => '/api/withdraw/bank', base: bank, token: () => client.token },
    { method: 'POST', path: () => `/api/withdraw/${withdrawalId}/cancel`, base: { note: 'x' }, token: () => client.token },
    { method: 'POST', path: () => '/api/backoffice/deposits/999999999/approve', base: { reason: 'Looks right' }, token: () => admin },
    { method: 'POST', path: () => '/api/backoffice/deposits/999999999/reject', base: { reason: 'Wrong amount' }, token: () => admin },
    { method: 'POST', path: () => '/api/backoffice/withdrawals/999999999/approve', base: { payout_reference: 'tx-1', reason: 'Paid' }, token: () => admin },
    { method: 'POST', path: () => '/api/backoffice/kyc/999999999/reject', base: { reason: 'Other', text: 'Blurred' }, token: () => admin },
    // 60 USD buys no plan: a valid body is refused too, and nothing moves.
    { method: 'POST', path: () => '/api/users/set-plan', base: { trading_plan: 'Diamond-50730' }, token: () => client.token },
    { method: 'POST', path: () => '/api/users/request-plan-update', base: { trading_plan: 'Gold-7600' }, token: () => client.token },
    { method: 'PUT', path: () => '/api/ats', base: { enabled: true, stake: 5, symbol: 'BTCUSD' }, token: () => client.token },
    { method: 'POST', path: () => '/api/backoffice/plans/999999999/approve', base: { reason: 'Fine' }, token: () => admin },
    { method: 'POST', path: () => '/api/backoffice/plans/999999999/reject', base: { reason: 'Source unclear' }, token: () => admin },
  ];

  for (const endpoint of jsonEndpoints) {
    it(`${endpoint.method} ${endpoint.path().replace('undefined', ':id')}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.base), async (raw) => {
          await refusedMovesNothing(() => app.request(endpoint.method, endpoint.path(), { raw, token: endpoint.token() }), raw);
        }),
        { seed: SEED, numRuns: RUNS / 2 },
      );
    });
  }

  const queryEndpoints: { path: string; base: Record<string, string>; token: () => string }[] = [
    { path: '/api/deposit/convert', base: { currency: 'btc', usd_amount: '100' }, token: () => client.token },
    { path: '/api/deposit/wallet-address', base: { currency: 'eth' }, token: () => client.token },
    { path: '/api/backoffice/deposits', base: { status: 'Pending', cursor: '1' }, token: () => admin },
    { path: '/api/backoffice/withdrawals', base: { status: 'Approved', cursor: '1' }, token: () => admin },
    { path: '/api/backoffice/plans', base: { status: 'Rejected', cursor: '1' }, token: () => admin },
    { path: '/api/backoffice/audit', base: { kind: 'deposit', item: '1', from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' }, token: () => admin },
  ];

  for (const endpoint of queryEndpoints) {
    it(`GET ${endpoint.path}?…`, async () => {
      await fc.assert(
        fc.asyncProperty(queries(endpoint.base), async (query) => {
          const res = await fetch(`${app.url}${endpoint.path}?${query}`, { headers: { authorization: `Bearer ${endpoint.token()}` } });
          const text = await res.text();
          expectHandled({ status: res.status, body: text ? JSON.parse(text) : undefined }, query);
        }),
        { seed: SEED, numRuns: RUNS / 4 },
      );
    });
  }

  it('POST /api/deposit (multipart text fields and the receipt)', async () => {
    const receipt = { data: pngBytes(), name: 'receipt.png', type: 'image/png' };
    const base: MultipartForm = { usd_amount: '20', currency: 'btc', receipt };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('usd_amount', 'currency', 'extra'), edgyText, fc.boolean(), async (field, value, withFile) => {
        const form: MultipartForm = { ...base, [field]: value };
        if (!withFile) delete form.receipt;
        await refusedMovesNothing(() => app.upload('/api/deposit', form, { token: client.token }), { field, value, withFile });
      }),
      { seed: SEED, numRuns: RUNS / 2 },
    );
  });

  it('ids in paths: anything but a known id is a 4xx', async () => {
    for (const id of ['0', '-1', '1e3', '99999999999999999999999', 'abc', '%00', '%ED%A0%80', '..%2F..%2Fetc', "1'--", '1;DROP TABLE deposits']) {
      for (const path of [`/api/withdraw/${id}/cancel`, `/api/backoffice/deposits/${id}/approve`, `/api/backoffice/withdrawals/${id}/reject`]) {
        const token = path.startsWith('/api/backoffice') ? admin : client.token;
        await refusedMovesNothing(() => app.request('POST', path, { token, body: { reason: 'x', payout_reference: 'y' } }), path);
      }
      for (const path of [`/api/deposit/${id}/receipt`, `/api/backoffice/deposits/${id}`, `/api/backoffice/clients/${id}`, `/api/backoffice/kyc/${id}/file`]) {
        const token = path.startsWith('/api/backoffice') ? admin : client.token;
        const res = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
        const text = await res.text();
        expectHandled({ status: res.status, body: text ? JSON.parse(text) : undefined }, path);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }
    }
  });
});

describe('the four causes of 500, and the other answers that named the wrong thing', () => {
  let app: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    user = await app.newUser();
  });
  afterAll(() => app.close());

  const trade = { amount: 10, duration: 60, mode: 'demo', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy' };
  const submit = (body: unknown, headers?: Record<string, string>) =>
    app.request<ApiError>('POST', '/api/trading/submit', { token: user.token, raw: JSON.stringify(body), headers });

  it('JSON nested 1,500 deep answers 400 on every JSON endpoint, up to 32 levels is read', async () => {
    const deep = JSON.stringify({ email: nested(1500, 'x', true) });
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/public/contact', '/api/trading/submit']) {
      const res = await app.request<ApiError>('POST', path, { raw: deep, token: user.token });
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 400,
        body: { status: false, message: 'Request body is nested too deeply', code: 'BAD_REQUEST' },
      });
    }
    const at32 = await app.request<ApiError>('POST', '/api/public/contact', {
      body: { name: 'Ada', email: 'ada@example.com', message: nested(31, 'x', false) },
    });
    expect([at32.status, Object.keys(at32.body.errors ?? {})]).toEqual([400, ['message']]);
  });

  it('a NUL character in a text field answers 400 naming the field', async () => {
    const res = await app.request<ApiError>('POST', '/api/public/contact', { body: { name: 'Ada\0', email: 'ada@example.com', message: 'Hello' } });
    expect([res.status, res.body]).toEqual([
      400,
      {
        status: false,
        message: 'Name contains characters that are not allowed',
        code: 'VALIDATION_FAILED',
        errors: { name: 'contains characters that are not allowed' },
      },
    ]);
    const inKey = await app.request<ApiError>('POST', '/api/auth/login', { body: { 'em\0ail': 'a@b.c', password: 'x' } });
    expect(inKey.status).toBe(400);
    const multipart = await app.upload<ApiError>('/api/users/update', { city: 'Os\0lo' }, { token: user.token });
    expect([multipart.status, multipart.body.errors]).toEqual([400, { city: 'contains characters that are not allowed' }]);
    const query = await fetch(`${app.url}/api/auth/reset-password?email=a%00@example.com`);
    expect([query.status, ((await query.json()) as ApiError).errors]).toEqual([400, { email: 'contains characters that are not allowed' }]);
  });

  it('a lone surrogate in an e-mail answers 400 naming the field', async () => {
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/public/contact']) {
      const res = await app.request<ApiError>('POST', path, { raw: '{"email":"ada\\ud800@example.com","password":"x"}' });
      expect({ path, status: res.status, message: res.body.message, errors: res.body.errors }).toEqual({
        path,
        status: 400,
        message: 'Email contains characters that are not allowed',
        errors: { email: 'contains characters that are not allowed' },
      });
    }
  });

  it('amounts in exponent form or with too many decimals answer 400 naming the amount; a missing one is required', async () => {
    for (const raw of ['1e-7', '1.5e-7', '1e21', '1e2', '10.5E0']) {
      const res = await app.request<ApiError>('POST', '/api/trading/submit', {
        token: user.token,
        raw: JSON.stringify(trade).replace('"amount":10', `"amount":${raw}`),
      });
      expect({ raw, status: res.status, errors: res.body.errors }).toEqual({
        raw,
        status: 400,
        errors: { amount: expect.stringMatching(/exponent|decimals/) },
      });
      expect(res.body.message).toMatch(/^Amount /);
    }
    const decimals = await submit({ ...trade, amount: 10.005 });
    expect([decimals.status, decimals.body.message]).toEqual([400, 'Amount must be a number with at most 2 decimals']);
    const { amount: _, ...withoutAmount } = trade;
    const missing = await submit(withoutAmount);
    expect([missing.status, missing.body.message, missing.body.errors]).toEqual([400, 'Amount is required', { amount: 'is required' }]);
    const { duration: __, strike_rate: ___, ...withoutNumbers } = trade;
    expect((await submit(withoutNumbers)).body.errors).toEqual({ duration: 'is required', strike_rate: 'is required' });
    const limit = await fetch(`${app.url}/api/market/candles?symbol=BTCUSD&limit=1e2`);
    expect([limit.status, ((await limit.json()) as ApiError).errors]).toEqual([400, { limit: 'must be a whole number' }]);
  });

  it('an over-long or unsafe Idempotency-Key answers 400 naming the header, before the body is even read', async () => {
    const long = await submit(trade, { 'Idempotency-Key': 'k'.repeat(201) });
    expect([long.status, long.body]).toEqual([
      400,
      {
        status: false,
        message: 'Idempotency-Key must be at most 200 characters',
        code: 'BAD_REQUEST',
        errors: { 'Idempotency-Key': 'must be at most 200 characters' },
      },
    ]);
    const unsafe = await app.request<ApiError>('POST', '/api/trading/submit', { token: user.token, raw: '{not json', headers: { 'Idempotency-Key': 'a b' } });
    expect([unsafe.status, unsafe.body.errors]).toEqual([400, { 'Idempotency-Key': 'may contain only letters, digits and . _ : -' }]);
  });
});

describe('uploads are stored harmless and served inert', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(() => app.close());

  const file = (data: Uint8Array, name: string, type: string) => ({ data, name, type });
  const submitDocument = (u: TestUser, data: Uint8Array, name = 'id.pdf', type = 'application/pdf') =>
    app.upload<ApiError>('/api/profile/user-verification', { method: 'national_id', id_file: file(data, name, type) }, { token: u.token });
  const readDocument = (u: TestUser) => fetch(`${app.url}/api/profile/user-verification/file`, { headers: { authorization: `Bearer ${u.token}` } });

  it('a PNG with a trailing script is stored without it, still a PNG, served inline with nosniff and a sandboxing CSP', async () => {
    const u = await app.newUser();
    const polyglot = withTrailer(pngBytes(), '<html><script>alert(document.cookie)</script></html>');
    const res = await app.upload<{ data: { avatar: string } }>('/api/users/update', { avatar: file(polyglot, 'me.png', 'image/png') }, { token: u.token });
    expect(res.status).toBe(200);
    const served = await fetch(app.url + res.body.data.avatar);
    const stored = Buffer.from(await served.arrayBuffer());
    expect(stored.includes('<script>')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('content-disposition')).toMatch(/^inline/);
  });

  it("a JPEG's EXIF (location, camera) is not kept", async () => {
    const u = await app.newUser();
    const photo = await sharp(Buffer.from(jpegBytes()))
      .withExif({ IFD0: { Copyright: 'GPS 59.91N 10.75E' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect((await submitDocument(u, photo, 'id.jpg', 'image/jpeg')).status).toBe(201);
    const stored = Buffer.from(await (await readDocument(u)).arrayBuffer());
    expect(stored.includes('GPS 59.91N')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.exif]).toEqual(['jpeg', undefined]);
  });

  it('a PDF that runs a script on opening is refused, naming the field, also when the script hides in a compressed object stream', async () => {
    const u = await app.newUser();
    for (const pdf of [pdfWithOpenActionScript(), pdfWithScriptInObjectStream()]) {
      const res = await submitDocument(u, pdf);
      expect([res.status, res.body.errors]).toEqual([400, { id_file: 'PDF must not contain scripts, automatic actions or embedded files' }]);
    }
    expect((await readDocument(u)).status).toBe(404);
  });

  it('an image claiming 2.5 gigapixels is refused before it is decoded', async () => {
    const u = await app.newUser();
    const res = await submitDocument(u, pngClaiming(50_000, 50_000), 'bomb.png', 'image/png');
    expect([res.status, res.body.errors]).toEqual([400, { id_file: 'Image must be at most 40 megapixels' }]);
  });

  it('a clean PDF is accepted, kept as sent, and served as an attachment', async () => {
    const u = await app.newUser();
    const pdf = cleanPdf();
    expect((await submitDocument(u, pdf)).status).toBe(201);
    const served = await readDocument(u);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="id-document.pdf"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });
});
