import { randomUUID } from 'node:crypto';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { LoginResponse } from '../../server/src/contracts/account';
import { EMAIL_ALREADY_CONFIRMED, EMAIL_CONFIRMED } from '../../server/src/auth/email-verification.controller';
import { INVALID_LINK } from '../../server/src/auth/link-tokens.service';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { me, startTestApp, TestApp, waitFor } from '../support/test-app';

const PASSWORD = 'first-password-1';

/**
 * A confirmation link clicked again once the address is confirmed says so ("already confirmed"), as a
 * success, rather than "invalid or has expired"; a link that confirms nothing (unknown, or of an address
 * still unconfirmed) is still refused.
 */
describe('e-mail confirmation clicked again', () => {
  let app: TestApp;
  let smtp: SmtpSink;

  const verify = (hash: string | null) => app.request<ApiEnvelope<null> & ApiError>('POST', '/api/auth/verify-email', { body: { hash } });
  async function registered(): Promise<{ address: string; token: string; link: URL }> {
    const address = `again-${randomUUID()}@example.com`;
    await app.request('POST', '/api/auth/register', {
      body: { firstname: 'Ada', lastname: 'Lovelace', email: address, password: PASSWORD, confirmPassword: PASSWORD },
    });
    const link = await smtp.waitForLink(address, '/verify-email?hash=');
    const login = await app.request<LoginResponse>('POST', '/api/auth/login', { body: { email: address, password: PASSWORD } });
    return { address, token: login.body.tokens.access.token, link };
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp({ env: { SMTP_URL: smtp.url }, worker: true });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('the used link of a confirmed address answers 200 "already confirmed", every time', async () => {
    const { token, link } = await registered();
    const hash = link.searchParams.get('hash');
    const first = await verify(hash);
    expect([first.status, first.body.status, first.body.message]).toEqual([200, true, EMAIL_CONFIRMED]);
    expect((await me(app, token)).email_verified).toBe(true);

    for (let i = 0; i < 2; i++) {
      const again = await verify(hash);
      expect([again.status, again.body.status, again.body.message]).toEqual([200, true, EMAIL_ALREADY_CONFIRMED]);
    }
    expect(EMAIL_ALREADY_CONFIRMED).toMatch(/already confirmed/);
  });

  it('an older link the user was sent, once the address is confirmed by the newer one, says already confirmed too', async () => {
    const { address, token, link: first } = await registered();
    expect((await app.request('GET', '/api/auth/verify-email', { token })).status).toBe(200);
    const second = await waitFor(async () => {
      const l = await smtp.waitForLink(address, '/verify-email?hash=');
      return l.href !== first.href && l;
    });
    // Before the confirmation the replaced link confirms nothing: refused.
    const early = await verify(first.searchParams.get('hash'));
    expect([early.status, early.body.code, early.body.message]).toEqual([400, 'INVALID_LINK', INVALID_LINK]);

    expect((await verify(second.searchParams.get('hash'))).body.message).toBe(EMAIL_CONFIRMED);
    const late = await verify(first.searchParams.get('hash'));
    expect([late.status, late.body.message]).toEqual([200, EMAIL_ALREADY_CONFIRMED]);
  });

  it('an unknown link, or a reset link used as a confirmation, is still "invalid or has expired"', async () => {
    for (const hash of ['a'.repeat(43), randomUUID()]) {
      const res = await verify(hash);
      expect([res.status, res.body.code, res.body.message]).toEqual([400, 'INVALID_LINK', INVALID_LINK]);
    }
    const { address, link } = await registered();
    await verify(link.searchParams.get('hash'));
    await app.request('GET', `/api/auth/reset-password?email=${encodeURIComponent(address)}`);
    const reset = await smtp.waitForLink(address, '/auth/reset-password?hash=');
    const res = await verify(reset.searchParams.get('hash'));
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_LINK']);
  });
});
