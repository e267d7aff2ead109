/** Thrown for every failed API call: the server's message (or a fallback) plus its field errors. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
    /** The error body's code (contracts/api.ts API_ERROR_STATUS), when the API sent one. */
    readonly code?: string,
    /** What the refusal carries to act on, where its code says so (QUOTE_EXPIRED: a fresh quote). */
    readonly data?: unknown,
    /** The answer's `Retry-After`, in seconds, when it sent one (RECEIPT_NOT_READY, RATE_LIMITED...). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const FALLBACK_ERROR_MESSAGE = 'Something Went Wrong!';

/** What a request that never reached the server (or never got its answer) says, instead of the browser's words. */
export const NO_CONNECTION_MESSAGE = 'No connection to the server. Check your connection and try again.';

/** A 502, 503 or 504 that carries no message of the API's own: a proxy answered for an API that did not. */
export const SERVER_UNREACHABLE_MESSAGE = 'The server is not answering right now. Please try again in a moment.';

/**
 * The browsers' own words for a request or a module download that never got an answer: Chromium's
 * "Failed to fetch" (and "... dynamically imported module"), Firefox's "NetworkError when attempting to
 * fetch resource." and "error loading dynamically imported module", Safari's "Load failed" and
 * "Importing a module script failed.", and "Network request failed" of some wrappers.
 */
const BROWSER_NETWORK_TEXT = /failed to fetch|networkerror|load failed|network request failed|dynamically imported module|importing a module script failed/i;

/** True for an error that means the server was not reached: the client's status 0, or a browser's network failure. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 0;
  return error instanceof Error && BROWSER_NETWORK_TEXT.test(error.message);
}

/**
 * The text to show for any error: the server's message; for a request that never got an answer, one
 * clear sentence. A browser's or a library's own error text (a TypeError's, say) is never shown.
 */
export function errorMessage(error: unknown): string {
  if (isConnectionFailure(error)) return NO_CONNECTION_MESSAGE;
  if (error instanceof ApiRequestError && error.message) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}
