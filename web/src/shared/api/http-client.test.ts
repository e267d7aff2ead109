import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tokens, UserDto } from '@contracts/account';
import { appStore } from '../store/app-store';
import type { ApiRequestError } from './api-error';
import { apiRequest } from './http-client';

const tokens = (token: string): Tokens => ({ access: { token, expires: new Date(Date.now() + 60_000).toISOString() } });
const user = { id: 'u1', email: 'ann@example.com', roles: ['client'] } as unknown as UserDto;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a request refused while a newer session arrived (a password change answers with one)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    appStore.get().signOut();
  });

  it('is sent again with the newer token, without a refresh and without signing out', async () => {
    appStore.get().signIn(user, tokens('old'));
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      calls.push(`${url} ${auth ?? ''}`);
      if (auth === 'Bearer old') {
        // The password change's answer lands while this request is refused.
        appStore.get().setTokens(tokens('new'));
        return json(401, { status: false, message: 'Unauthorized' });
      }
      return json(200, { status: true, data: 'ok' });
    });
    await expect(apiRequest('/users/me', { auth: true })).resolves.toEqual({ status: true, data: 'ok' });
    expect(calls).toEqual(['/api/users/me Bearer old', '/api/users/me Bearer new']);
    expect(appStore.accessToken()).toBe('new');
  });

  it('a refused refresh still ends a session nobody renewed', async () => {
    appStore.get().signIn(user, tokens('old'));
    vi.stubGlobal('fetch', async (url: string) => (url === '/api/auth/refresh' ? json(401, { status: false }) : json(401, { status: false })));
    await expect(apiRequest('/users/me', { auth: true })).rejects.toThrow();
    expect(appStore.accessToken()).toBeNull();
  });
});

describe("a refusal's Retry-After", () => {
  afterEach(() => vi.unstubAllGlobals());

  const refused = (retryAfter?: string) =>
    new Response(JSON.stringify({ status: false, message: 'The receipt is not sealed yet', code: 'RECEIPT_NOT_READY' }), {
      status: 409,
      headers: { 'content-type': 'application/json', ...(retryAfter === undefined ? {} : { 'Retry-After': retryAfter }) },
    });

  it('is carried by the error in seconds, with its code', async () => {
    vi.stubGlobal('fetch', async () => refused('2'));
    await expect(apiRequest('/trading/trades/7/receipt')).rejects.toMatchObject({ status: 409, code: 'RECEIPT_NOT_READY', retryAfterSeconds: 2 });
  });

  it('is read in its date form, and absent when not sent or unreadable', async () => {
    vi.stubGlobal('fetch', async () => refused(new Date(Date.now() + 3000).toUTCString()));
    const dated = (await apiRequest('/x').catch((e: unknown) => e)) as ApiRequestError;
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(2);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(3);
    vi.stubGlobal('fetch', async () => refused());
    await expect(apiRequest('/x')).rejects.toMatchObject({ retryAfterSeconds: undefined });
    vi.stubGlobal('fetch', async () => refused('soon'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ retryAfterSeconds: undefined });
  });
});
