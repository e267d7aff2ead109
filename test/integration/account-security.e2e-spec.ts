import type { Socket } from 'socket.io-client';
import type { LoginResponse } from '../../server/src/contracts/account';
import type { LoginEventDto, SessionDto } from '../../server/src/contracts/account-security';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import { refreshCookieOf, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const disconnected = (s: Socket) => new Promise<string>((resolve) => s.on('disconnect', (reason) => resolve(reason)));

describe('account security: where the client is signed in, ending those sign-ins, the login history', () => {
  let app: TestApp;
  const login = async (u: TestUser, userAgent: string, password = u.password) => {
    const res = await app.request<LoginResponse & ApiError>('POST', '/api/auth/login', {
      body: { email: u.email, password },
      headers: { 'user-agent': userAgent },
    });
    return { status: res.status, token: res.body.tokens?.access.token, refresh: refreshCookieOf(res.headers) };
  };
  const sessions = async (token: string) => (await app.request<ApiEnvelope<SessionDto[]>>('GET', '/api/account/sessions', { token })).body.data;
  const meStatus = async (token: string) => (await app.request('GET', '/api/users/me', { token })).status;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lists each live sign-in with its device and address, this one marked; ends another, whose tokens and socket stop at once', async () => {
    const u = await app.newUser();
    const phone = await login(u, PHONE);
    const laptop = await login(u, LAPTOP);
    const listed = await sessions(laptop.token);
    // newUser's registration and sign-in, the phone and the laptop.
    expect(listed).toHaveLength(4);
    const [latest] = listed;
    expect(latest).toMatchObject({ device: 'Chrome 131 on Linux', address: expect.any(String), current: true });
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = listed.find((s) => s.device === 'Safari 17 on iOS')!;
    expect(phoneSession).toMatchObject({ current: false, started_at: expect.any(String), last_seen_at: expect.any(String) });

    const socket = await app.socket(phone.token);
    const gone = disconnected(socket);
    const ended = await app.request<ApiEnvelope<null>>('DELETE', `/api/account/sessions/${phoneSession.id}`, { token: laptop.token });
    expect({ status: ended.status, message: ended.body.message }).toEqual({ status: 200, message: 'Session ended' });
    expect(await meStatus(phone.token)).toBe(401);
    expect(await waitFor(() => Promise.race([gone, Promise.resolve(null)]), 1000)).toBe('io server disconnect');
    expect((await app.request('POST', '/api/auth/refresh', { body: { refresh_token: phone.refresh } })).status).toBe(401);
    expect(await meStatus(laptop.token)).toBe(200);
    expect((await sessions(laptop.token)).map((s) => s.id)).not.toContain(phoneSession.id);
  });

  it('ends every other sign-in, keeping this one', async () => {
    const u = await app.newUser();
    const others = [await login(u, PHONE), await login(u, PHONE)];
    const here = await login(u, LAPTOP);
    const res = await app.request<ApiEnvelope<{ ended: number }>>('POST', '/api/account/sessions/end-others', { token: here.token });
    // The two phones, and newUser's registration and sign-in.
    expect({ status: res.status, data: res.body.data, message: res.body.message }).toEqual({
      status: 200,
      data: { ended: 4 },
      message: '4 other sessions ended',
    });
    for (const o of [...others, { token: u.token }]) expect(await meStatus(o.token)).toBe(401);
    expect(await meStatus(here.token)).toBe(200);
    expect((await sessions(here.token)).map((s) => s.current)).toEqual([true]);
  });

  it("refuses another user's session, an ended one and a malformed id with 404, and a visitor with 401", async () => {
    const [a, b] = [await app.newUser(), await app.newUser()];
    const [bSession] = await sessions(b.token);
    expect((await app.request('DELETE', `/api/account/sessions/${bSession.id}`, { token: a.token })).status).toBe(404);
    expect(await meStatus(b.token)).toBe(200);
    const extra = await login(a, PHONE);
    const mine = (await sessions(a.token)).find((s) => s.device === 'Safari 17 on iOS')!;
    expect((await app.request('DELETE', `/api/account/sessions/${mine.id}`, { token: a.token })).status).toBe(200);
    expect((await app.request('DELETE', `/api/account/sessions/${mine.id}`, { token: a.token })).status).toBe(404);
    expect(await meStatus(extra.token)).toBe(401);
    expect((await app.request('DELETE', '/api/account/sessions/not-a-uuid', { token: a.token })).status).toBe(404);
    for (const [method, path] of [
      ['GET', '/api/account/sessions'],
      ['GET', '/api/account/logins'],
      ['POST', '/api/account/sessions/end-others'],
    ] as const) {
      expect((await app.request(method, path)).status).toBe(401);
    }
  });

  it('keeps every sign-in attempt in the login history, newest first, the owner only', async () => {
    const u = await app.newUser();
    expect((await login(u, PHONE, 'wrong-password-1')).status).toBe(401);
    expect((await login(u, LAPTOP)).status).toBe(200);
    const res = await app.request<ApiEnvelope<LoginEventDto[]>>('GET', '/api/account/logins', { token: u.token });
    expect(res.status).toBe(200);
    const [latest, failed] = res.body.data;
    expect(latest).toMatchObject({ outcome: 'success', device: 'Chrome 131 on Linux', address: expect.any(String), at: expect.any(String) });
    expect(failed).toMatchObject({ outcome: 'failure', device: 'Safari 17 on iOS' });
    // The sign-in of newUser itself is the oldest.
    expect(res.body.data.map((e) => e.outcome)).toEqual(['success', 'failure', 'success']);
    const other = await app.newUser();
    const theirs = (await app.request<ApiEnvelope<LoginEventDto[]>>('GET', '/api/account/logins', { token: other.token })).body.data;
    expect(theirs.map((e) => e.outcome)).toEqual(['success']);
  });
});
