import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { IdentityVerificationDto } from '../../server/src/contracts/kyc';
import type { LoginResponse, UserDto } from '../../server/src/contracts/account';
import type { SubmitTradeResponse, TradeDto } from '../../server/src/contracts/trading';
import { jpegBytes, pngBytes } from '../support/files';
import { me, MultipartForm, startTestApp, TestApp, TestUser } from '../support/test-app';

const TRADE = { amount: 10, duration: 60, mode: 'demo', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy' };
const PROFILE = { gender: 'female', date_of_birth: '1990-01-02', address: '1 Other St', city: 'Elsewhere', state: 'Nowhere', country: 'United Kingdom' };

/** Every endpoint that needs a signed-in user, as listed from the controllers (auth, users, profile, kyc, trading, plans, ats). */
interface Endpoint {
  name: string;
  call: (app: TestApp, token?: string) => Promise<{ status: number; body: unknown }>;
}
const json =
  (method: string, path: string, body?: unknown): Endpoint['call'] =>
  (app, token) =>
    app.request(method, path, { token, body });
const multipart =
  (path: string, form: () => MultipartForm): Endpoint['call'] =>
  (app, token) =>
    app.upload(path, form(), { token });

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/users/me', call: json('GET', '/api/users/me') },
  { name: 'PATCH /api/users', call: json('PATCH', '/api/users', PROFILE) },
  { name: 'POST /api/users/update', call: multipart('/api/users/update', () => ({ firstname: 'Mallory', avatar: { data: pngBytes(), name: 'a.png' } })) },
  {
    name: 'PATCH /api/users/change-password',
    call: json('PATCH', '/api/users/change-password', { current: 'whatever-it-is', password: 'taken-over-123', confirmPassword: 'taken-over-123' }),
  },
  { name: 'GET /api/auth/verify-email', call: json('GET', '/api/auth/verify-email') },
  { name: 'POST /api/auth/logout', call: json('POST', '/api/auth/logout') },
  { name: 'POST /api/trading/submit', call: json('POST', '/api/trading/submit', TRADE) },
  { name: 'GET /api/trading', call: json('GET', '/api/trading?mode=demo') },
  { name: 'GET /api/profile/user-verification', call: json('GET', '/api/profile/user-verification') },
  {
    name: 'POST /api/profile/user-verification',
    call: multipart('/api/profile/user-verification', () => ({ method: 'national_id', id_file: { data: jpegBytes(), name: 'id.jpg' } })),
  },
  { name: 'GET /api/profile/user-verification/file', call: json('GET', '/api/profile/user-verification/file') },
  { name: 'POST /api/users/set-plan', call: json('POST', '/api/users/set-plan', { trading_plan: 'Beginner-3000' }) },
  { name: 'POST /api/users/request-plan-update', call: json('POST', '/api/users/request-plan-update', { trading_plan: 'Gold-7600' }) },
  { name: 'GET /api/ats', call: json('GET', '/api/ats') },
  { name: 'PUT /api/ats', call: json('PUT', '/api/ats', { enabled: true, stake: 5, symbol: 'BTCUSD' }) },
  { name: 'POST /api/users/demo-reset', call: json('POST', '/api/users/demo-reset') },
];

describe('access matrix: every signed-in endpoint refuses a missing, forged or revoked token and never reaches another user', () => {
  let app: TestApp;
  let owner: TestUser;
  let ownerTrade: TradeDto;
  let ownerBefore: UserDto;
  const revoked: Record<string, string> = {};

  const login = async (u: TestUser) =>
    (await app.request<LoginResponse>('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).body.tokens.access.token;

  beforeAll(async () => {
    app = await startTestApp();
    await app.pricesFlowing();
    owner = await app.newUser();
    ownerTrade = (await app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', { token: owner.token, body: TRADE })).body.data.trade;
    const kyc = await app.upload(
      '/api/profile/user-verification',
      { method: 'drivers_license', id_file: { data: jpegBytes(), name: 'id.jpg' } },
      { token: owner.token },
    );
    expect(kyc.status).toBe(201);
    ownerBefore = await me(app, owner.token);

    const loggedOut = await app.newUser();
    expect((await app.request('POST', '/api/auth/logout', { token: loggedOut.token })).status).toBe(200);
    revoked['after logout'] = loggedOut.token;

    const changed = await app.newUser();
    const otherDevice = await login(changed);
    const res = await app.request('PATCH', '/api/users/change-password', {
      token: otherDevice,
      body: { current: changed.password, password: 'changed-elsewhere-1', confirmPassword: 'changed-elsewhere-1' },
    });
    expect(res.status).toBe(200);
    revoked['after a password change from another session'] = changed.token;
  });
  afterAll(() => app.close());

  const cases = () => [
    ['no token', undefined],
    ['a malformed token', 'not.a.jwt'],
    ['a tampered token', owner.token.slice(0, -4) + (owner.token.endsWith('AAAA') ? 'BBBB' : 'AAAA')],
    ...Object.entries(revoked),
  ];

  it.each(ENDPOINTS.map((e) => [e.name, e]))('%s answers 401 without a valid live session', async (_name, endpoint) => {
    for (const [label, token] of cases()) {
      const res = await endpoint.call(app, token);
      expect({ label, status: res.status }).toEqual({ label, status: 401 });
      expect(res.body).toEqual({ status: false, message: expect.any(String), code: 'UNAUTHORIZED' });
    }
  });

  it.each(ENDPOINTS.map((e) => [e.name, e]))(
    "%s with another user's token acts on that user only: nothing of the owner is read or changed",
    async (_name, endpoint) => {
      const intruder = await app.newUser();
      const res = await endpoint.call(app, intruder.token);
      expect(res.status).toBeLessThan(500);
      const text = JSON.stringify(res.body ?? '');
      expect(text).not.toContain(owner.id);
      expect(text).not.toContain(owner.email);
      expect(text).not.toContain(`"trade_id":${ownerTrade.trade_id},`);

      expect(await me(app, owner.token)).toEqual(ownerBefore);
      const trades = await app.request<ApiEnvelope<TradeDto[]>>('GET', '/api/trading?mode=demo', { token: owner.token });
      expect(trades.body.data.map((t) => t.trade_id)).toEqual([ownerTrade.trade_id]);
      const kyc = await app.request<ApiEnvelope<IdentityVerificationDto>>('GET', '/api/profile/user-verification', { token: owner.token });
      expect(kyc.body.data.method).toBe('drivers_license');
      expect((await app.request('POST', '/api/auth/login', { body: { email: owner.email, password: owner.password } })).status).toBe(200);
    },
  );

  it('an Idempotency-Key another user used replays nothing of theirs (the only client-chosen id on a signed-in call)', async () => {
    const [a, b] = await Promise.all([app.newUser(), app.newUser()]);
    const key = 'shared-key-0001';
    const submit = (token: string) =>
      app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', { token, body: TRADE, headers: { 'idempotency-key': key } });
    const first = await submit(a.token);
    const second = await submit(b.token);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.trade.trade_id).not.toBe(first.body.data.trade.trade_id);
    expect((await me(app, a.token)).demo_balance).toBe(10000 - TRADE.amount);
    expect((await me(app, b.token)).demo_balance).toBe(10000 - TRADE.amount);
  });
});
