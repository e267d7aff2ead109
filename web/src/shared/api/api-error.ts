/** Thrown for every failed API call: the server's message (or a fallback) plus its field errors. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const FALLBACK_ERROR_MESSAGE = 'Something Went Wrong!';

/** The text to show for any error: the server's message, else the network error's, else a fallback. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}
