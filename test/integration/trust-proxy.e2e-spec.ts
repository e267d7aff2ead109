import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { LoginResponse } from '../../server/src/contracts/account';
import type { SessionDto } from '../../server/src/contracts/account-security';
import { startTestApp, TestApp } from '../support/test-app';

/** Behind one ingress (TRUST_PROXY=1) a session records the client's address, not the proxy's, and a spoofed hop is ignored. */
describe('TRUST_PROXY', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => app.close());

  const addressSignedInFrom = async (forwardedFor: string): Promise<string | null> => {
    const u = await app.newUser();
    const login = await app.request<LoginResponse>('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(login.status).toBe(200);
    const sessions = await app.request<ApiEnvelope<SessionDto[]>>('GET', '/api/account/sessions', { token: login.body.tokens.access.token });
    return sessions.body.data.find((s) => s.current)!.address;
  };

  it('takes the address the one trusted proxy saw', async () => {
    expect(await addressSignedInFrom('203.0.113.9')).toBe('203.0.113.9');
  });

  it('ignores what the client itself put before that hop', async () => {
    expect(await addressSignedInFrom('198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });
});
