import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { Tokens } from '../../server/src/contracts/account';
import { REFRESH_REUSE_GRACE_MS } from '../../server/src/auth/refresh-token-chain';
import { refreshCookieOf, startTestApp, TestApp } from '../support/test-app';

type Refreshed = ApiEnvelope<null> & { tokens: Tokens };

describe('refreshing with one refresh token from several tabs at once', () => {
  let app: TestApp;
  const refresh = (token: string) => app.request<Refreshed>('POST', '/api/auth/refresh', { headers: { cookie: `refresh_token=${encodeURIComponent(token)}` } });
  const me = async (access: string) => (await app.request('GET', '/api/users/me', { token: access })).status;

  /** Moves the moment the token was replaced back past the grace, rather than waiting 30 s. */
  const replacedLongAgo = async (token: string) => {
    const hash = createHash('sha256').update(token).digest('hex');
    await app.api
      .get(DataSource)
      .query(`UPDATE refresh_tokens SET revoked_at = revoked_at - make_interval(secs => $2) WHERE token_hash = $1`, [hash, REFRESH_REUSE_GRACE_MS / 1000 + 1]);
  };

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(() => app.close());

  it('five concurrent refreshes all answer 200, and every token they hand out keeps working', async () => {
    const u = await app.newUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(u.refresh)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const refreshTokens = answers.map((a) => refreshCookieOf(a.headers)!);
    // Exactly one rotation: every tab is handed the same successor, so the family stays one chain.
    expect(new Set(refreshTokens).size).toBe(1);
    expect(refreshTokens[0]).not.toBe(u.refresh);

    for (const a of answers) expect(await me(a.body.tokens.access.token)).toBe(200);
    for (const token of refreshTokens) {
      const again = await refresh(token);
      expect(again.status).toBe(200);
      expect(await me(again.body.tokens.access.token)).toBe(200);
    }
  });

  it('a second concurrent round on the successor answers 200 too', async () => {
    const u = await app.newUser();
    const next = refreshCookieOf((await refresh(u.refresh)).headers)!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(next)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const last = refreshCookieOf(answers[0].headers)!;
    expect((await refresh(last)).status).toBe(200);
  });

  it('within the grace a replaced token answers the session current token, even after further rotations', async () => {
    const u = await app.newUser();
    const second = refreshCookieOf((await refresh(u.refresh)).headers)!;
    const third = refreshCookieOf((await refresh(second)).headers)!;
    const late = await refresh(u.refresh);
    expect(late.status).toBe(200);
    expect(refreshCookieOf(late.headers)).toBe(third);
    expect(await me(late.body.tokens.access.token)).toBe(200);
  });

  it('a replaced token used after the grace ends the whole family', async () => {
    const u = await app.newUser();
    const first = await refresh(u.refresh);
    const next = refreshCookieOf(first.headers)!;
    await replacedLongAgo(u.refresh);

    const reuse = await refresh(u.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe('Session expired, please sign in again');
    expect(refreshCookieOf(reuse.headers)).toBe('');
    expect((await refresh(next)).status).toBe(401);
    expect(await me(first.body.tokens.access.token)).toBe(401);
  });

  it('the grace does not bring back a session that was signed out', async () => {
    const u = await app.newUser();
    const first = await refresh(u.refresh);
    const out = await app.request('POST', '/api/auth/logout', { headers: { cookie: `refresh_token=${refreshCookieOf(first.headers)!}` } });
    expect(out.status).toBe(200);
    expect((await refresh(u.refresh)).status).toBe(401);
  });
});
