import { DataSource } from 'typeorm';
import type { LoginChallengeResponse, LoginResponse } from '../../server/src/contracts/account';
import type { LoginEventDto, TwoFactorEnabledDto, TwoFactorSetupDto } from '../../server/src/contracts/account-security';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { DepositDto, WithdrawalDto } from '../../server/src/contracts/funds';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { me, refreshCookieOf, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { enrolTwoFactor, nextCode, totpCode, type Enrolled } from '../support/two-factor';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError; headers: Headers };

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const STAFF_MESSAGE = 'Turn on two-factor sign-in under Account → Security before using the back office.';
const bank = { account_number: '000123456789', bank_name: 'Test Bank', routing_number: '021000021', type: 'Checking', amount: 20 };

describe('two-factor sign-in (TOTP): enrolment, two-step sign-in, recovery codes, turning off, staff gate, withdrawal step-up, rate limit', () => {
  let app: TestApp;
  const post = <T>(path: string, body: unknown, token?: string, headers: Record<string, string> = { 'user-agent': LAPTOP }) =>
    app.request<ApiEnvelope<T> & ApiError>('POST', path, { token, body, headers }) as Promise<Answer<T>>;
  const login = (u: { email: string; password: string }, userAgent = LAPTOP) =>
    post<LoginResponse['data'] | LoginChallengeResponse['data']>('/api/auth/login', { email: u.email, password: u.password }, undefined, {
      'user-agent': userAgent,
    }) as Promise<Answer<never> & { body: (LoginResponse | LoginChallengeResponse) & ApiError }>;
  const mfa = (mfa_token: string, code: string, userAgent = LAPTOP) =>
    post<LoginResponse['data']>('/api/auth/login/mfa', { mfa_token, code }, undefined, { 'user-agent': userAgent }) as Promise<
      Answer<never> & { body: LoginResponse & ApiError }
    >;
  const challenge = async (u: TestUser, userAgent = LAPTOP): Promise<string> => {
    const res = await login(u, userAgent);
    expect(res.status).toBe(200);
    return (res.body as LoginChallengeResponse).data.mfa_token;
  };
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const enrolled = async (): Promise<{ u: TestUser; account: Enrolled }> => {
    const u = await app.newUser();
    return { u, account: await enrolTwoFactor((path, body, token) => app.request('POST', `/api${path}`, { body, token }), u.email, u.token) };
  };

  beforeAll(async () => {
    // Rate limits as people meet them (the suite raises them elsewhere): the 6th wrong code must wait.
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1', CARD_REVIEW_LIMIT: '1000' } });
  });
  afterAll(() => app.close());

  it('enrols: setup answers a secret and its otpauth URL, a setup again replaces it, a wrong code enables nothing, the right one answers ten recovery codes', async () => {
    const u = await app.newUser();
    expect((await me(app, u.token)).two_factor_enabled).toBe(false);
    const first = await post<TwoFactorSetupDto>('/api/auth/2fa/setup', {}, u.token);
    expect(first.status).toBe(200);
    const { secret, otpauth_url } = first.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect([url.protocol, url.host, decodeURIComponent(url.pathname)]).toEqual(['otpauth:', 'totp', `/TradeWise:${u.email}`]);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret, issuer: 'TradeWise', algorithm: 'SHA1', digits: '6', period: '30' });
    // Not on until confirmed; the secret is not kept in plain text.
    expect((await me(app, u.token)).two_factor_enabled).toBe(false);
    const [stored] = await sql<{ secret: string }>('SELECT secret FROM user_two_factor WHERE user_id = $1', [u.id]);
    expect(stored.secret).not.toContain(secret);

    const second = (await post<TwoFactorSetupDto>('/api/auth/2fa/setup', {}, u.token)).body.data.secret;
    expect(second).not.toBe(secret);
    const stale = await post('/api/auth/2fa/enable', { code: totpCode(secret) }, u.token);
    expect([stale.status, stale.body.code]).toEqual([403, 'TWO_FACTOR_CODE_INVALID']);
    const wrong = await post('/api/auth/2fa/enable', { code: '000000' === totpCode(second) ? '111111' : '000000' }, u.token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toMatch(/code is not right/);
    expect((await post('/api/auth/2fa/enable', { code: '' }, u.token)).status).toBe(400);
    expect((await me(app, u.token)).two_factor_enabled).toBe(false);

    const enabled = await post<TwoFactorEnabledDto>('/api/auth/2fa/enable', { code: totpCode(second) }, u.token);
    expect(enabled.status).toBe(200);
    const codes = enabled.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [{ n, plain }] = await sql<{ n: string; plain: string }>(
      'SELECT count(*) AS n, count(*) FILTER (WHERE code_hash = ANY($2)) AS plain FROM recovery_codes WHERE user_id = $1',
      [u.id, codes],
    );
    expect([Number(n), Number(plain)]).toEqual([10, 0]);
    expect((await me(app, u.token)).two_factor_enabled).toBe(true);
    const again = await post('/api/auth/2fa/setup', {}, u.token);
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
  });

  it('signs in in two steps: no token or cookie before the code, a wrong code refused, the right one answers what login answers; the token is spent once', async () => {
    const { u, account } = await enrolled();
    const first = await login(u);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: true,
      message: 'Enter the code from your authenticator app',
      data: { mfa_required: true, mfa_token: expect.any(String) },
    });
    expect(refreshCookieOf(first.headers)).toBeUndefined();
    const token = (first.body as LoginChallengeResponse).data.mfa_token;

    const wrong = await mfa(token, '000000' === totpCode(account.secret) ? '111111' : '000000');
    expect([wrong.status, wrong.body.code]).toEqual([403, 'TWO_FACTOR_CODE_INVALID']);
    // Another client holding the token cannot finish the sign-in.
    expect((await mfa(token, await nextCode(account), PHONE)).status).toBe(401);

    const code = await nextCode(account);
    const done = await mfa(token, code);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: true,
      message: 'Login successful',
      data: { id: u.id, two_factor_enabled: true },
      tokens: { access: { token: expect.any(String) } },
    });
    expect(refreshCookieOf(done.headers)).toBeTruthy();
    expect((await me(app, done.body.tokens.access.token)).id).toBe(u.id);
    // The same code again (its time step is taken), and the spent token with a fresh code: refused.
    const reused = await mfa(await challenge(u), code);
    expect(reused.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const spent = await mfa(token, await nextCode(account));
    expect([spent.status, spent.body.message]).toEqual([401, 'Your sign-in has expired. Please sign in again.']);
    expect((await mfa('not-a-token', await nextCode(account))).status).toBe(401);

    const sessions = await app.request<ApiEnvelope<{ device: string; current: boolean }[]>>('GET', '/api/account/sessions', {
      token: done.body.tokens.access.token,
    });
    expect(sessions.body.data.find((s) => s.current)).toMatchObject({ device: 'Chrome 131 on Linux' });
    const history = await app.request<ApiEnvelope<LoginEventDto[]>>('GET', '/api/account/logins', { token: done.body.tokens.access.token });
    const outcomes = history.body.data.map((e) => e.outcome);
    expect(outcomes).toContain('password_ok');
    expect(outcomes).toContain('second_factor');
    expect(outcomes).toContain('second_factor_failure');
  });

  it('takes a recovery code in place of the code, once', async () => {
    const { u, account } = await enrolled();
    const [recovery] = account.recoveryCodes;
    const done = await mfa(await challenge(u), recovery.toUpperCase().replace('-', ' '));
    expect(done.status).toBe(200);
    const again = await mfa(await challenge(u), recovery);
    expect([again.status, again.body.code]).toEqual([403, 'TWO_FACTOR_CODE_INVALID']);
  });

  it('turns off with the password and a code only; sign-in is then one step again', async () => {
    const { u, account } = await enrolled();
    expect((await post('/api/auth/2fa/disable', { password: u.password }, u.token)).status).toBe(400);
    const badPassword = await post('/api/auth/2fa/disable', { password: 'not-the-password', code: await nextCode(account) }, u.token);
    expect([badPassword.status, badPassword.body.errors]).toEqual([400, { password: 'is incorrect' }]);
    const badCode = await post('/api/auth/2fa/disable', { password: u.password, code: 'aaaaa-bbbbb' }, u.token);
    expect(badCode.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await me(app, u.token)).two_factor_enabled).toBe(true);

    const off = await post('/api/auth/2fa/disable', { password: u.password, code: account.recoveryCodes[0] }, u.token);
    expect([off.status, off.body.message]).toEqual([200, 'Two-factor sign-in is off']);
    expect((await me(app, u.token)).two_factor_enabled).toBe(false);
    expect(await sql('SELECT 1 FROM recovery_codes WHERE user_id = $1', [u.id])).toEqual([]);
    const plain = await login(u);
    expect((plain.body as LoginResponse).tokens.access.token).toEqual(expect.any(String));
    expect((await post('/api/auth/2fa/disable', { password: u.password, code: '123456' }, u.token)).status).toBe(409);
  });

  it('keeps staff out of every back-office route until they enrol, saying how', async () => {
    const staff = await app.newUser();
    await app.api.get(RolesService).setRole(staff.email, 'staff');
    const token = ((await login(staff)).body as LoginResponse).tokens.access.token;
    for (const path of ['/api/backoffice/summary', '/api/backoffice/deposits?status=Pending', '/api/backoffice/kyc?status=Pending']) {
      const refused = await app.request<ApiError>('GET', path, { token });
      expect([refused.status, refused.body]).toEqual([403, { status: false, code: 'TWO_FACTOR_REQUIRED', message: STAFF_MESSAGE }]);
    }
    // Enrolling from the same session opens the back office at once.
    await enrolTwoFactor((path, body, t) => app.request('POST', `/api${path}`, { body, token: t }), staff.email, token);
    expect((await app.request('GET', '/api/backoffice/summary', { token })).status).toBe(200);
    // A client is still told the area is for staff.
    const client = await app.newUser();
    expect((await app.request<ApiError>('GET', '/api/backoffice/summary', { token: client.token })).body.code).toBe('FORBIDDEN');
  });

  it('asks a withdrawal for a code when two-factor sign-in is on: none or a wrong one holds nothing, the right one is accepted', async () => {
    await app.pricesFlowing();
    const { u, account } = await enrolled();
    await sql('UPDATE users SET email_verified = true WHERE id = $1', [u.id]);
    await sql(
      `INSERT INTO identity_verifications (user_id, method, file_path, mime_type, status) VALUES ($1, 'national_id', 'documents/x.png', 'image/png', 'Approved')`,
      [u.id],
    );
    const card = {
      usd_amount: 100,
      card_number: '4242 4242 4242 4242',
      cvv: '123',
      holder_name: 'Test Holder',
      month: 12,
      year: new Date().getUTCFullYear() + 2,
      zip_code: '10001',
    };
    expect((await post<DepositDto>('/api/deposit/card', card, u.token)).status).toBe(201);
    await waitFor(async () => (await me(app, u.token)).balance === 100);

    const missing = await post('/api/withdraw/bank', bank, u.token);
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([
      403,
      'TWO_FACTOR_CODE_REQUIRED',
      'Enter the 6-digit code from your authenticator app (or a recovery code) to confirm.',
    ]);
    const wrong = await post('/api/withdraw/bank', { ...bank, code: 'zzzzz-zzzzz' }, u.token);
    expect([wrong.status, wrong.body.code]).toEqual([403, 'TWO_FACTOR_CODE_INVALID']);
    expect((await me(app, u.token)).balance).toBe(100);
    expect((await app.request<ApiEnvelope<WithdrawalDto[]>>('GET', '/api/withdraw', { token: u.token })).body.data).toEqual([]);

    const ok = await post<WithdrawalDto>('/api/withdraw/bank', { ...bank, code: await nextCode(account) }, u.token, { 'idempotency-key': 'w-2fa-1' });
    expect([ok.status, ok.body.data.status]).toEqual([201, 'Pending']);
    expect((await me(app, u.token)).balance).toBe(80);
    // A retry of the same request with a fresh code answers the first result and holds nothing again.
    const retry = await post<WithdrawalDto>('/api/withdraw/bank', { ...bank, code: await nextCode(account) }, u.token, { 'idempotency-key': 'w-2fa-1' });
    expect(retry.body.data.withdraw_id).toBe(ok.body.data.withdraw_id);
    expect((await me(app, u.token)).balance).toBe(80);
  });

  it('rate limits wrong codes per user: after five, the sixth try answers 429 with Retry-After even with the right code', async () => {
    const { u, account } = await enrolled();
    const token = await challenge(u);
    const wrongCode = () => ('000000' === totpCode(account.secret) ? '111111' : '000000');
    for (let i = 0; i < 5; i++) expect((await mfa(token, wrongCode())).status).toBe(403);
    const limited = await mfa(token, await nextCode(account));
    expect([limited.status, limited.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Everywhere a code is asked for.
    const disable = await post('/api/auth/2fa/disable', { password: u.password, code: await nextCode(account) }, u.token);
    expect(disable.status).toBe(429);
  });
});
