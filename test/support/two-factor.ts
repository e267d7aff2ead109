import { Secret, TOTP } from 'otpauth';
import { isStaff, type LoginChallengeResponse, type LoginResponse } from '../../server/src/contracts/account';
import type { TwoFactorEnabledDto, TwoFactorSetupDto } from '../../server/src/contracts/account-security';
import type { ApiEnvelope } from '../../server/src/contracts/api';

/** A POST of JSON to the API (path under /api), answering the status, the parsed body and the headers. */
export type ApiPost = <T>(path: string, body: unknown, token?: string) => Promise<{ status: number; body: T; headers: Headers }>;

/** What a test knows of an account it enrolled: its secret, its unused recovery codes, the last time step it used. */
export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}

const PERIOD_MS = 30_000;
const totpOf = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

/** The code of a secret at a time step (now by default), as an authenticator app shows it. */
export const totpCode = (secret: string, step = stepNow()): string => totpOf(secret).generate({ timestamp: step * PERIOD_MS });

/** Accounts this test process enrolled, by e-mail (lower case): their codes are computed here. */
const enrolled = new Map<string, Enrolled>();

export const enrolledAccount = (email: string): Enrolled | undefined => enrolled.get(email.toLowerCase());

/** An account enrolled elsewhere (a deployment's administrator): its codes are computed from this secret. */
export function rememberTotpSecret(email: string, secret: string): void {
  enrolled.set(email.toLowerCase(), { secret, recoveryCodes: [], lastStep: 0 });
}

/** Sets up and enables two-factor sign-in for the bearer of `token`; remembers the account's secret and recovery codes. */
export async function enrolTwoFactor(post: ApiPost, email: string, token: string): Promise<Enrolled> {
  const setup = await post<ApiEnvelope<TwoFactorSetupDto>>('/auth/2fa/setup', {}, token);
  if (setup.status !== 200) throw new Error(`2fa setup of ${email}: ${setup.status} ${JSON.stringify(setup.body)}`);
  const { secret } = setup.body.data;
  const step = stepNow();
  const enable = await post<ApiEnvelope<TwoFactorEnabledDto>>('/auth/2fa/enable', { code: totpCode(secret, step) }, token);
  if (enable.status !== 200) throw new Error(`2fa enable of ${email}: ${enable.status} ${JSON.stringify(enable.body)}`);
  const account = { secret, recoveryCodes: [...enable.body.data.recovery_codes], lastStep: step };
  enrolled.set(email.toLowerCase(), account);
  return account;
}

/**
 * A code the server takes now: the TOTP code of the next unused time step within its window (a step is
 * taken once), else one of the unused recovery codes, else (none left) the next step after waiting for it.
 */
export async function nextCode(account: Enrolled): Promise<string> {
  const step = Math.max(account.lastStep + 1, stepNow() - 1);
  if (step <= stepNow() + 1) {
    account.lastStep = step;
    return totpCode(account.secret, step);
  }
  const recovery = account.recoveryCodes.shift();
  if (recovery) return recovery;
  await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - Date.now() + 50));
  return nextCode(account);
}

/**
 * Signs in as the API's clients do, in one or two steps: an account with two-factor sign-in on finishes
 * with a code (it must have been enrolled by this process), and a staff member or admin without it is
 * enrolled first, since no back-office route answers them before. Answers the final login's response.
 */
export async function signInWithTwoFactor(
  post: ApiPost,
  who: { email: string; password: string },
): Promise<{ status: number; body: LoginResponse; headers: Headers }> {
  let first = await post<LoginResponse | LoginChallengeResponse>('/auth/login', { email: who.email, password: who.password });
  // A loaded machine's API may answer 503 "try again shortly" (its statement timeout): a client does, after Retry-After.
  for (let retry = 0; retry < 3 && first.status === 503; retry++) {
    await new Promise((resolve) => setTimeout(resolve, Number(first.headers.get('retry-after') ?? 1) * 1000));
    first = await post<LoginResponse | LoginChallengeResponse>('/auth/login', { email: who.email, password: who.password });
  }
  if (first.status !== 200) throw new Error(`login of ${who.email}: ${first.status} ${JSON.stringify(first.body)}`);
  if ('tokens' in first.body) {
    const signedIn = { ...first, body: first.body };
    if (isStaff(first.body.data.roles) && !first.body.data.two_factor_enabled) {
      await enrolTwoFactor(post, who.email, first.body.tokens.access.token);
      signedIn.body = { ...first.body, data: { ...first.body.data, two_factor_enabled: true } };
    }
    return signedIn;
  }
  const account = enrolledAccount(who.email);
  if (!account) throw new Error(`${who.email} has two-factor sign-in on with a secret this test process does not know`);
  const second = await post<LoginResponse>('/auth/login/mfa', { mfa_token: first.body.data.mfa_token, code: await nextCode(account) });
  if (second.status !== 200) throw new Error(`second step of ${who.email}: ${second.status} ${JSON.stringify(second.body)}`);
  return second;
}

/** An ApiPost over fetch against a base URL (the API at `${baseUrl}/api`). */
export const fetchPost =
  (baseUrl: string): ApiPost =>
  async <T>(path: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
  };
