import { randomInt, randomUUID } from 'node:crypto';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { LoginResponse } from '../../server/src/contracts/account';
import { MIXED_ALPHABETS } from '../../server/src/contracts/requests/one-alphabet-email.decorator';
import { RolesService } from '../../server/src/backoffice/roles.service';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';

const PASSWORD = 'correct-horse-42';
const CYRILLIC_A = '\u0430';

/** "alice@example.com" → "ａｌｉｃｅ＠ｅｘａｍｐｌｅ．ｃｏｍ": every printable ASCII character in its fullwidth form. */
const fullwidth = (address: string) => address.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

describe('look-alike e-mail addresses', () => {
  let app: TestApp;
  let smtp: SmtpSink;
  const register = (email: string) =>
    app.request<ApiEnvelope<{ session: string }> & ApiError>('POST', '/api/auth/register', {
      body: { firstname: 'Alice', lastname: 'Liddell', email, password: PASSWORD, confirmPassword: PASSWORD },
    });
  const login = (email: string) => app.request<LoginResponse>('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  /** An address of Latin letters only (a uuid's hex would do, but this reads better in a failure). */
  const latinAddress = () => `alice-${randomUUID()}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://app.test' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('the fullwidth and the upper-case forms of an address answer the same 409 as the address itself', async () => {
    const address = latinAddress();
    expect((await register(address)).status).toBe(201);
    const exact = await register(address);
    expect(exact.status).toBe(409);
    expect(exact.body).toEqual({ status: false, message: 'An account with this email already exists', code: 'CONFLICT' });
    for (const lookAlike of [fullwidth(address), address.toUpperCase(), fullwidth(address.toUpperCase())]) {
      const res = await register(lookAlike);
      expect({ lookAlike, status: res.status, body: res.body }).toEqual({ lookAlike, status: 409, body: exact.body });
    }
  });

  it('signs in to the original account with the fullwidth or upper-case form', async () => {
    const address = latinAddress();
    const created = await register(address);
    expect(created.status).toBe(201);
    for (const form of [fullwidth(address), address.toUpperCase()]) {
      const res = await login(form);
      expect(res.status).toBe(200);
      expect(res.body.data.email).toBe(address);
    }
  });

  it('a password reset asked with the fullwidth form reaches the original mailbox', async () => {
    const address = latinAddress();
    expect((await register(address)).status).toBe(201);
    const res = await app.request('GET', `/api/auth/reset-password?email=${encodeURIComponent(fullwidth(address))}`);
    expect(res.status).toBe(200);
    await smtp.waitForLink(address, '/auth/reset-password?hash=');
  });

  it('staff lookups by e-mail find the original account from a look-alike form', async () => {
    const address = latinAddress();
    expect((await register(address)).status).toBe(201);
    const id = (await login(address)).body.data.id;
    expect((await app.api.get(RolesService).setRole(fullwidth(address.toUpperCase()), 'client')).id).toBe(id);
  });

  it('refuses an address mixing alphabets with 400 and the reason under errors.email', async () => {
    const original = latinAddress();
    for (const mixed of [CYRILLIC_A + original.slice(1), original.replace('example', `ex${CYRILLIC_A}mple`), original.replace('alice', 'b\u03bfb')]) {
      const res = await register(mixed);
      expect({ mixed, status: res.status, errors: res.body.errors, message: res.body.message }).toEqual({
        mixed,
        status: 400,
        errors: { email: MIXED_ALPHABETS },
        message: `Email ${MIXED_ALPHABETS}`,
      });
    }
  });

  it('accepts a local part wholly in another alphabet: one script is not a look-alike of a mixed one', async () => {
    const address = `иван${randomInt(1e9)}@example.com`;
    expect((await register(address)).status).toBe(201);
    expect((await login(address.toUpperCase())).status).toBe(200);
  });
});
