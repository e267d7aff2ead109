/** What the account's security screen answers: where the client is signed in, and how they signed in lately. */

/** How long the login history keeps its entries. */
export const LOGIN_HISTORY_DAYS = 90;

/** A sign-in attempt's outcome: the password right or wrong, and (with two-factor sign-in) the second factor's. */
export const LOGIN_OUTCOMES = ['success', 'failure', 'second_factor', 'second_factor_failure'] as const;
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
