import type { CookieOptions, Request, Response } from 'express';

/** The refresh token's cookie: httpOnly (no script reads it), SameSite=Strict, sent to the auth paths only. */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/auth';

const options = (publicUrl: string): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: publicUrl.startsWith('https:'),
  path: REFRESH_COOKIE_PATH,
});

export function setRefreshCookie(res: Response, publicUrl: string, token: string, expires: Date): void {
  res.cookie(REFRESH_COOKIE, token, { ...options(publicUrl), expires });
}

export function clearRefreshCookie(res: Response, publicUrl: string): void {
  res.clearCookie(REFRESH_COOKIE, options(publicUrl));
}

/** The refresh token of the request: the cookie, else (clients without cookies) the body's refresh_token. */
export function refreshTokenOf(req: Request, bodyToken?: string): string | undefined {
  const cookie = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof cookie === 'string' && cookie ? cookie : bodyToken || undefined;
}
