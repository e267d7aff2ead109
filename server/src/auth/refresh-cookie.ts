import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The refresh token's cookie: httpOnly (no script reads it), SameSite=Strict, sent to the auth paths only. */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/auth';

const options = (publicUrl: string): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: publicUrl.startsWith('https:'),
  path: REFRESH_COOKIE_PATH,
});

export function setRefreshCookie(reply: FastifyReply, publicUrl: string, token: string, expires: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...options(publicUrl), expires });
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(REFRESH_COOKIE, options(publicUrl));
}

/** The refresh token of the request: the cookie, else (clients without cookies) the body's refresh_token. */
export function refreshTokenOf(req: FastifyRequest, bodyToken?: string): string | undefined {
  const cookie = req.cookies?.[REFRESH_COOKIE];
  return typeof cookie === 'string' && cookie ? cookie : bodyToken || undefined;
}
