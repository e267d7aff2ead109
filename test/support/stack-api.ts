import { Client } from 'pg';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { DepositDto } from '../../server/src/contracts/funds';
import type { LoginResponse } from '../../server/src/contracts/account';
import { pngBytes } from './files';
import type { Stack } from './stack';
import { fetchPost, signInWithTwoFactor } from './two-factor';

/** Well inside the access token's 15 minutes. */
const ADMIN_TOKEN_REUSE_MS = 5 * 60_000;

/** The password of every client `newClient` registers. */
export const CLIENT_PASSWORD = 'correct-horse-42';

/** JSON (or multipart) calls to a running stack's API, failing loudly on any non-2xx answer. */
export function stackApi(stack: Stack) {
  const call = async <T>(path: string, init: { method?: string; token?: string; json?: unknown; form?: FormData } = {}): Promise<T> => {
    const headers: Record<string, string> = {};
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${stack.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    });
    const body = (await res.json().catch(() => null)) as T;
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  /** Two steps for an account with two-factor sign-in on; a staff member or admin is enrolled first (see two-factor.ts). */
  const signIn = async (email: string, password: string) => (await signInWithTwoFactor(fetchPost(stack.url), { email, password })).body.tokens.access.token;

  // One sign-in of the administrator serves a while: each costs a two-factor code, a few of which exist per 30 s.
  let admin: { token: Promise<string>; at: number } | undefined;
  const adminToken = (): Promise<string> => {
    if (!admin || Date.now() - admin.at > ADMIN_TOKEN_REUSE_MS) {
      const token = signIn(stack.admin.email, stack.admin.password);
      admin = { token, at: Date.now() };
      token.catch(() => (admin = undefined));
    }
    return admin.token;
  };

  return {
    call,
    signIn,
    adminToken,

    /** A client with a confirmed e-mail (registered through the API, confirmed by one SQL update). */
    async newClient(firstname = 'Ann', lastname = 'Lee'): Promise<{ id: string; email: string; password: string; token: string }> {
      const email = `client-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      await call('/auth/register', { method: 'POST', json: { firstname, lastname, email, password: CLIENT_PASSWORD, confirmPassword: CLIENT_PASSWORD } });
      const login = await call<LoginResponse>('/auth/login', { method: 'POST', json: { email, password: CLIENT_PASSWORD } });
      const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await db.connect();
      await db.query('UPDATE users SET email_verified = true WHERE id = $1', [login.data.id]);
      await db.end();
      return { id: login.data.id, email, password: CLIENT_PASSWORD, token: login.tokens.access.token };
    },

    /** A Pending BTC deposit with a small PNG receipt; answers its id. */
    async cryptoDeposit(token: string, usd: number): Promise<string> {
      const form = new FormData();
      form.append('usd_amount', String(usd));
      form.append('currency', 'btc');
      form.append('receipt', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'receipt.png');
      const res = await call<ApiEnvelope<DepositDto>>('/deposit', { method: 'POST', token, form });
      return String(res.data.deposit_id);
    },
  };
}
