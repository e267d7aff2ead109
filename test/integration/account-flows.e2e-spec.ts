import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Client } from 'pg';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { LoginResponse } from '../../server/src/contracts/account';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { me, refreshCookieOf, startTestApp, TestApp, waitFor } from '../support/test-app';

const PASSWORD = 'first-password-1';
const email = () => `flow-${randomUUID()}@example.com`;
const register = (app: TestApp, address: string, password = PASSWORD) =>
  app.request<ApiEnvelope<{ session: string }>>('POST', '/api/auth/register', {
    body: { firstname: 'Ada', lastname: 'Lovelace', email: address, password, confirmPassword: password },
  });
const login = (app: TestApp, address: string, password: string) =>
  app.request<LoginResponse>('POST', '/api/auth/login', { body: { email: address, password } });

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('e-mail confirmation and password reset, with real mail', () => {
  let app: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://app.test' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('register mails a single-use confirmation link that verifies the e-mail', async () => {
    const address = email();
    const res = await register(app, address);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Please check your mailbox and confirm your email!');
    expect(typeof res.body.data.session).toBe('string');

    const link = await smtp.waitForLink(address, '/verify-email?hash=');
    expect(link.origin).toBe('http://app.test');
    const mail = smtp.mails.find((m) => m.to.includes(address))!;
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);

    const { body } = await login(app, address, PASSWORD);
    expect(body.data.email_verified).toBe(false);
    const hash = link.searchParams.get('hash')!;
    const ok = await app.request('POST', '/api/auth/verify-email', { body: { hash } });
    expect(ok.status).toBe(200);
    expect((await me(app, body.tokens.access.token)).email_verified).toBe(true);

    // Clicked again: the address is already confirmed (email-confirmed-again spec), not an invalid link.
    const again = await app.request<{ message: string }>('POST', '/api/auth/verify-email', { body: { hash } });
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/already confirmed/);
    const resend = await app.request('GET', '/api/auth/verify-email', { token: body.tokens.access.token });
    expect(resend.status).toBe(409);
  });

  it('a resent link replaces the old one; an expired link is refused', async () => {
    const address = email();
    await register(app, address);
    const first = await smtp.waitForLink(address, '/verify-email?hash=');
    const { body } = await login(app, address, PASSWORD);
    const resend = await app.request('GET', '/api/auth/verify-email', { token: body.tokens.access.token });
    expect(resend.status).toBe(200);
    const second = await waitFor(async () => {
      const l = await smtp.waitForLink(address, '/verify-email?hash=');
      return l.href !== first.href && l;
    });
    const old = await app.request('POST', '/api/auth/verify-email', { body: { hash: first.searchParams.get('hash') } });
    expect(old.status).toBe(400);

    await sql(`UPDATE link_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [body.data.id]);
    const expired = await app.request('POST', '/api/auth/verify-email', { body: { hash: second.searchParams.get('hash') } });
    expect(expired.status).toBe(400);
    expect((await me(app, body.tokens.access.token)).email_verified).toBe(false);
  });

  it('verify-email refuses a missing hash and resend needs a token', async () => {
    expect((await app.request('POST', '/api/auth/verify-email', { body: {} })).status).toBe(400);
    expect((await app.request('GET', '/api/auth/verify-email')).status).toBe(401);
  });

  it('reset answers the same for unknown e-mails and mails nothing', async () => {
    const before = smtp.mails.length;
    const unknown = await app.request<{ message: string }>('GET', `/api/auth/reset-password?email=${email()}`);
    const address = email();
    await register(app, address);
    await smtp.waitForLink(address, '/verify-email');
    const known = await app.request<{ message: string }>('GET', `/api/auth/reset-password?email=${encodeURIComponent(address)}`);
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
    await smtp.waitForLink(address, '/auth/reset-password?hash=');
    expect(smtp.mails.slice(before).every((m) => m.to.includes(address))).toBe(true);
    expect((await app.request('GET', '/api/auth/reset-password?email=not-an-email')).status).toBe(400);
  });

  it('reset sets a new password once and signs out every session', async () => {
    const address = email();
    await register(app, address);
    const session = await login(app, address, PASSWORD);
    const sessionRefresh = refreshCookieOf(session.headers)!;
    await app.request('GET', `/api/auth/reset-password?email=${encodeURIComponent(address)}`);
    const hash = (await smtp.waitForLink(address, '/auth/reset-password?hash=')).searchParams.get('hash')!;

    const details = await app.request<ApiEnvelope<{ email: string }>>('GET', `/api/auth/reset-password/details?hash=${encodeURIComponent(hash)}`);
    expect(details.body.data.email).toBe(address);
    const mismatch = await app.request<{ errors: Record<string, string> }>('POST', '/api/auth/reset-password', {
      body: { hash, password: 'second-password-2', confirmPassword: 'other-password-3' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.confirmPassword).toBe('Password and Confirm Password does not match');
    const short = await app.request<{ errors: Record<string, string> }>('POST', '/api/auth/reset-password', {
      body: { hash, password: 'short', confirmPassword: 'short' },
    });
    expect(short.body.errors.password).toBe('must be at least 8 characters long');

    const done = await app.request('POST', '/api/auth/reset-password', { body: { hash, password: 'second-password-2', confirmPassword: 'second-password-2' } });
    expect(done.status).toBe(200);
    expect((await login(app, address, PASSWORD)).status).toBe(401);
    expect((await login(app, address, 'second-password-2')).status).toBe(200);
    expect((await app.request('POST', '/api/auth/refresh', { body: { refresh_token: sessionRefresh } })).status).toBe(401);
    expect((await app.request('GET', '/api/users/me', { token: session.body.tokens.access.token })).status).toBe(401); // at once, not at expiry
    const reused = await app.request('POST', '/api/auth/reset-password', { body: { hash, password: 'third-password-3', confirmPassword: 'third-password-3' } });
    expect(reused.status).toBe(400);
    expect((await app.request('GET', `/api/auth/reset-password/details?hash=${encodeURIComponent(hash)}`)).status).toBe(400);
  });
});

describe('mail that fails to send is retried, not lost', () => {
  it('delivers once the SMTP server comes up', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const app = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const address = email();
      await register(app, address);
      const [queued] = await waitFor(async () => {
        const rows = await sql<{ status: string; attempts: number }>(`SELECT status, attempts FROM mail_outbox WHERE to_address = $1`, [address]);
        return rows[0]?.attempts > 0 && rows;
      });
      expect(queued.status).toBe('queued');
      const { SMTPServer } = await import('smtp-server');
      const received: string[] = [];
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, cb) {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          stream.resume();
          stream.on('end', () => cb());
        },
      });
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
      try {
        await waitFor(async () => received.includes(address), 20000);
        const [row] = await waitFor(async () => {
          const rows = await sql<{ status: string }>(`SELECT status FROM mail_outbox WHERE to_address = $1`, [address]);
          return rows[0]?.status === 'sent' && rows;
        });
        expect(row.status).toBe('sent');
      } finally {
        await new Promise<void>((r) => server.close(() => r()));
      }
    } finally {
      await app.close();
    }
  }, 40000);
});

describe('rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: false, env: { RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(() => app.close());

  it('login: 429 with Retry-After after 10 tries for one e-mail', async () => {
    const target = email();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(app, target, 'wrong-password-0')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const res = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: target, password: 'wrong-password-0' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { status: boolean }).status).toBe(false);
  });

  it('registrations: 5 per e-mail, then 429', async () => {
    const target = email();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await register(app, target)).status);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });

  it('reset requests: 5 per e-mail, then 429', async () => {
    const target = email();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await app.request('GET', `/api/auth/reset-password?email=${target}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('profile completion with the registration session', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(() => app.close());

  const fields = { gender: 'others', date_of_birth: '1990-04-12', address: '1 Main Street', city: 'Lisbon', state: 'Lisboa', country: 'Portugal' };

  it('saves the fields for the session user and hands the session on', async () => {
    const address = email();
    const { body } = await register(app, address);
    const res = await app.request<ApiEnvelope<{ session: string }>>('POST', '/api/auth/complete-profile', { body: { ...fields, session: body.data.session } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile Saved Successfully!');
    expect(res.body.data.session).toBe(body.data.session);
    const user = await me(app, (await login(app, address, PASSWORD)).body.tokens.access.token);
    expect(user).toMatchObject({ gender: 'others', address: '1 Main Street', city: 'Lisbon', state: 'Lisboa', country: 'Portugal' });
  });

  it('refuses a missing, forged or wrong-purpose session, and bad fields', async () => {
    const missing = await app.request<{ message: string }>('POST', '/api/auth/complete-profile', { body: fields });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Session is required');
    const forged = await app.request('POST', '/api/auth/complete-profile', { body: { ...fields, session: 'abc.def.ghi' } });
    expect(forged.status).toBe(401);
    const u = await app.newUser();
    const accessAsSession = await app.request('POST', '/api/auth/complete-profile', { body: { ...fields, session: u.token } });
    expect(accessAsSession.status).toBe(401);
    const { body } = await register(app, email());
    const bad = await app.request<{ errors: Record<string, string> }>('POST', '/api/auth/complete-profile', {
      body: { ...fields, country: 'Atlantis', gender: 'robot', session: body.data.session },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['country', 'gender']);
  });
});
