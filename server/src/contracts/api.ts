/** What every answer of the HTTP API shares: the envelope, the error body, the versioned balances. Each feature's answers live in its own contracts file. */

export interface ApiEnvelope<T> {
  status: boolean;
  message: string;
  data: T;
}

/**
 * Every code an error body can carry, with the HTTP status it answers. A client branches on the code
 * (the message is for people); the server's domain errors take one of these (common/domain-error.ts),
 * and any other failure is answered with the code of its kind.
 */
export const API_ERROR_STATUS = {
  /** A request field is invalid (class-validator, or a value refused at the edge); `errors` names the field. */
  VALIDATION_FAILED: 400,
  /** A request the API cannot read or act on (a malformed JSON body, an unreadable URL, a refused action). */
  BAD_REQUEST: 400,
  /** A mailed link (e-mail verification, password reset) that is unknown, used or expired. */
  INVALID_LINK: 400,
  /** The balance does not cover the amount; `errors.amount` says so. */
  INSUFFICIENT_FUNDS: 400,
  /** Not signed in, a wrong password or an ended session. */
  UNAUTHORIZED: 401,
  /** Signed in, but not allowed (staff and admin areas, someone else's item). */
  FORBIDDEN: 403,
  /** A staff member or admin without two-factor sign-in: no back-office route answers until it is on. */
  TWO_FACTOR_REQUIRED: 403,
  /** The action (a withdrawal) needs a code from the authenticator app or a recovery code: send it as `code`. */
  TWO_FACTOR_CODE_REQUIRED: 403,
  /** The two-factor code (or recovery code) is wrong, used already or expired: nothing was done. */
  TWO_FACTOR_CODE_INVALID: 403,
  /** A real-money action the client's own limit refuses (DESIGN "Client protections"): `data` (ProtectionRefusal) names the limit and when it resets. */
  LIMIT_REACHED: 403,
  /** A real-money action during the client's time-out or self-exclusion: `data.resets_at` is when it ends. */
  EXCLUDED: 403,
  /** Real-money trading waits for the client to acknowledge their reality check (POST /api/account/reality-check/ack). */
  REALITY_CHECK_DUE: 403,
  /** A sign-in to an account staff suspended (DESIGN "Back office as a case manager"): nothing was issued. */
  ACCOUNT_SUSPENDED: 403,
  /** No such route or item. */
  NOT_FOUND: 404,
  /** The item is in another state than the action needs (already decided, already exists). */
  CONFLICT: 409,
  /** An Idempotency-Key already used with another body, or still in progress. */
  IDEMPOTENCY_CONFLICT: 409,
  /** The trade is no longer open (settled or closed): nothing was done. */
  TRADE_NOT_OPEN: 409,
  /** A close in the trade's last seconds (CLOSE_CUTOFF_MS): expiry settles it. */
  CLOSE_TOO_LATE: 409,
  /** The close quote expired or is not this trade's: `data` is a fresh quote (CloseQuote) to confirm. */
  QUOTE_EXPIRED: 409,
  /** The trade's receipt is not sealed yet (its batch, or the commitment of a tick it needs): `Retry-After` says when to ask again. */
  RECEIPT_NOT_READY: 409,
  /** A body or an uploaded file over its limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** Too many attempts (sign-in, registration, resends...): `Retry-After` says when to try again. */
  RATE_LIMITED: 429,
  /** Too many money requests of this user still in progress: `Retry-After: 1`. */
  TOO_MANY_IN_FLIGHT: 429,
  /** No fresh price to act on (a trade, a crypto conversion): `Retry-After` says when to try again. */
  PRICE_UNAVAILABLE: 503,
  /** A dependency (PostgreSQL, Redis) is unavailable: `Retry-After` says when to try again; the body names the request's id. */
  SERVICE_UNAVAILABLE: 503,
  /** Something failed on the server's side; the body names the request's id. */
  INTERNAL: 500,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export interface ApiError {
  status: false;
  message: string;
  /** What kind of refusal this is, for a client to branch on (API_ERROR_STATUS lists them). */
  code: ApiErrorCode;
  errors?: Record<string, string>;
  /** What the client needs to act on the refusal, where the code says so (QUOTE_EXPIRED: a fresh quote). */
  data?: unknown;
}

/**
 * A user's two balances (USD), each with the version of its ledger account when it was read: the version
 * grows with every change, so of two readings of a balance the higher version is the newer one.
 */
export interface VersionedBalances {
  balance: number;
  demo_balance: number;
  balance_version: number;
  demo_balance_version: number;
}
