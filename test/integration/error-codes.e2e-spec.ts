import { API_ERROR_STATUS, type ApiError, type ApiErrorCode } from '../../server/src/contracts/api';
import { startTestApp, TestApp, TestUser } from '../support/test-app';
import { demoTrade } from '../support/trades';

// Every error body names its kind by a code (contracts/api.ts): a real route's refusal, each with the
// code a client can branch on and the status the list gives that code.
describe('error codes in error bodies', () => {
  let app: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    app = await startTestApp();
    user = await app.newUser();
    await app.pricesFlowing();
  }, 60_000);
  afterAll(() => app.close());

  const expectRefusal = (res: { status: number; body: unknown }, code: ApiErrorCode) => {
    expect(res.body).toMatchObject({ status: false, message: expect.any(String), code });
    expect(res.status).toBe(API_ERROR_STATUS[code]);
  };

  it('401 UNAUTHORIZED for a wrong password and for a route without a token', async () => {
    expectRefusal(await app.request<ApiError>('POST', '/api/auth/login', { body: { email: user.email, password: 'not-my-password' } }), 'UNAUTHORIZED');
    expectRefusal(await app.request<ApiError>('GET', '/api/users/me'), 'UNAUTHORIZED');
  });

  it('400 VALIDATION_FAILED naming the field, 400 BAD_REQUEST for a malformed body, 400 INVALID_LINK for an unknown link', async () => {
    const invalid = await app.request<ApiError>('POST', '/api/auth/login', { body: { email: 'not-an-email', password: 'x' } });
    expectRefusal(invalid, 'VALIDATION_FAILED');
    expect(Object.keys(invalid.body.errors ?? {})).toContain('email');
    expectRefusal(await app.request<ApiError>('POST', '/api/auth/login', { raw: '{"email":' }), 'BAD_REQUEST');
    expectRefusal(await app.request<ApiError>('POST', '/api/auth/verify-email', { body: { hash: 'a'.repeat(64) } }), 'INVALID_LINK');
  });

  it('404 NOT_FOUND for an unknown route, 403 FORBIDDEN for a client in the back office, 409 CONFLICT for a taken e-mail', async () => {
    expectRefusal(await app.request<ApiError>('GET', '/api/no-such-route'), 'NOT_FOUND');
    expectRefusal(await app.request<ApiError>('GET', '/api/backoffice/summary', { token: user.token }), 'FORBIDDEN');
    const again = { firstname: 'Test', lastname: 'User', email: user.email, password: user.password, confirmPassword: user.password };
    expectRefusal(await app.request<ApiError>('POST', '/api/auth/register', { body: again }), 'CONFLICT');
  });

  it('413 PAYLOAD_TOO_LARGE for a JSON body over the limit', async () => {
    expectRefusal(
      await app.request<ApiError>('POST', '/api/public/contact', { raw: JSON.stringify({ message: 'x'.repeat(200 * 1024) }) }),
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('400 INSUFFICIENT_FUNDS for a trade the balance does not cover', async () => {
    const trader = await app.newUser();
    const short = await app.request<ApiError>('POST', '/api/trading/submit', { token: trader.token, body: demoTrade({ duration: 60, mode: 'real' }) });
    expectRefusal(short, 'INSUFFICIENT_FUNDS');
    expect(short.body.errors).toEqual({ amount: 'exceeds the available balance' });
  });
});
