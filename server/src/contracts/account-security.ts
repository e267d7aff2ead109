/** What the account's security screen answers: where the client is signed in, and how they signed in lately. */

/** How long the login history keeps its entries. */
export const LOGIN_HISTORY_DAYS = 90;

/**
 * A sign-in attempt's outcome: the password right or wrong, and (with two-factor sign-in) the second
 * factor's. With two-factor sign-in on, a right password is `password_ok` (the code was asked for; no
 * session yet), followed by `second_factor` when the code signs the client in, or `second_factor_failure`.
 */
export const LOGIN_OUTCOMES = ['success', 'failure', 'password_ok', 'second_factor', 'second_factor_failure'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/** `GET /api/account/sessions`: a live sign-in of the client. */
export interface SessionDto {
  id: string;
  /** The browser and system, as read from its User-Agent ("Chrome 131 on Linux"); "Unknown device" when it sent none. */
  device: string;
  /** The address it signed in from. */
  address: string | null;
  started_at: string;
  /** Its last sign-in or token refresh. */
  last_seen_at: string;
  /** The session of the request itself. */
  current: boolean;
}

/** `GET /api/account/logins`: one sign-in attempt of the last LOGIN_HISTORY_DAYS days. */
export interface LoginEventDto {
  outcome: LoginOutcome;
  device: string;
  address: string | null;
  at: string;
}

/** Two-factor sign-in: how many recovery codes enabling it answers (each works once). */
export const RECOVERY_CODE_COUNT = 10;
/** How long the `mfa_token` of a sign-in's first step lasts. */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;

/** `POST /api/auth/2fa/setup`: the pending secret (base32) and its otpauth:// URL, for the QR code and for typing in. */
export interface TwoFactorSetupDto {
  secret: string;
  otpauth_url: string;
}

/** `POST /api/auth/2fa/enable`: the recovery codes, shown once. */
export interface TwoFactorEnabledDto {
  recovery_codes: string[];
}

/** `POST /api/auth/login` for a user with two-factor sign-in on: no token yet; `POST /api/auth/login/mfa` finishes it. */
export interface MfaChallengeDto {
  mfa_required: true;
  mfa_token: string;
}

/** The issuer an authenticator app shows beside the account's e-mail. */
export const TWO_FACTOR_ISSUER = 'TradeWise';
