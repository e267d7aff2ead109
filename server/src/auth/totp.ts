import { Secret, TOTP } from 'otpauth';
import { TWO_FACTOR_ISSUER } from '../contracts/account-security';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is still taken (clocks drift, people type slowly). */
const WINDOW = 1;
const SECRET_BYTES = 20;

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

const totpOf = (secret: string, email = '') =>
  new TOTP({ issuer: TWO_FACTOR_ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new random secret, base32 (what the QR code and the typed-in text carry). */
export const newTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

/** The otpauth:// URL of the secret, with the issuer and the account's e-mail. */
export const otpauthUrl = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The time step a right code belongs to (within one step of now), or null when it is not right. */
export function stepOfCode(secret: string, code: string, nowMs = Date.now()): number | null {
  if (!isTotpCode(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}
