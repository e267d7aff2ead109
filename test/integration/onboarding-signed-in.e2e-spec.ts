import { randomUUID } from 'node:crypto';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { Tokens } from '../../server/src/contracts/account';
import { REFRESH_COOKIE_PATH } from '../../server/src/auth/refresh-cookie';
import { pngBytes } from '../support/files';
import { me, refreshCookieOf, startTestApp, TestApp } from '../support/test-app';

const PASSWORD = 'correct-horse-42';
const PROFILE = { gender: 'female', date_of_birth: '1990-01-02', address: '1 Main St', city: 'Leeds', state: 'West Yorkshire', country: 'United Kingdom' };

/**
 * Registration ends signed in: besides the reference's `session` (carried in the bodies of the profile
 * and ID steps, never in a URL), it sets the usual refresh cookie of a login session, which the client
 * trades for an access token once the ID is uploaded, without typing the password again.
 */
describe('onboarding ends signed in', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(() => app.close());

  it('register answers the session and sets the refresh cookie; the steps take the session; the cookie signs the client in', async () => {
    const email = `onboard-${randomUUID()}@example.com`;
    const reg = await app.request<ApiEnvelope<{ session: string }>>('POST', '/api/auth/register', {
      body: { firstname: 'On', lastname: 'Board', email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(reg.status).toBe(201);
    expect(reg.body.message).toBe('Please check your mailbox and confirm your email!');
    expect(Object.keys(reg.body.data)).toEqual(['session']);
    const cookie = reg.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toContain(`Path=${REFRESH_COOKIE_PATH}`);
    const refresh = refreshCookieOf(reg.headers)!;

    const { session } = reg.body.data;
    expect((await app.request('POST', '/api/auth/complete-profile', { body: { ...PROFILE, session } })).status).toBe(200);
    const id = await app.upload('/api/users/user-identification', { method: 'national_id', session, id_file: { data: pngBytes(), name: 'id.png' } });
    expect(id.status).toBe(201);

    const signedIn = await app.request<ApiEnvelope<null> & { tokens: Tokens }>('POST', '/api/auth/refresh', {
      headers: { cookie: `refresh_token=${refresh}` },
    });
    expect(signedIn.status).toBe(200);
    const user = await me(app, signedIn.body.tokens.access.token);
    expect([user.email, user.kyc_status, user.city]).toEqual([email, 'Pending', 'Leeds']);
  });

  it('the registration cookie is a session of its own that ends like any other (a password reset ends it)', async () => {
    const email = `onboard-${randomUUID()}@example.com`;
    const reg = await app.request<ApiEnvelope<{ session: string }>>('POST', '/api/auth/register', {
      body: { firstname: 'On', lastname: 'Board', email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    const refresh = refreshCookieOf(reg.headers)!;
    const tokens = app.api.get((await import('../../server/src/auth/tokens.service')).TokensService);
    const userId = (await app.request<ApiEnvelope<{ id: string }>>('POST', '/api/auth/login', { body: { email, password: PASSWORD } })).body.data.id;
    await tokens.revokeAll(userId);
    const refused = await app.request<ApiError>('POST', '/api/auth/refresh', { headers: { cookie: `refresh_token=${refresh}` } });
    expect(refused.status).toBe(401);
  });
});
