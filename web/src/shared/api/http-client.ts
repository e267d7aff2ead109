import { appStore } from '../store/app-store';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE, NO_CONNECTION_MESSAGE, SERVER_UNREACHABLE_MESSAGE } from './api-error';
import { refreshSession } from './session-refresh';
import { PROTECTION_CODES } from '@contracts/protections';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData (the browser sets the boundary). */
  body?: unknown;
  /** Send the bearer access token; on a 401, refresh the session once and retry once. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A 403 that means "not allowed yet" (a withdrawal before identity approval), not a dead session. */
  keepSessionOn403?: boolean;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  code?: unknown;
  data?: unknown;
}

const API_BASE = '/api';

/**
 * Calls the API and answers its JSON body (the whole envelope: status, message, data...).
 * Any non-2xx answer throws an ApiRequestError carrying the server's message and field errors.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await sendWithRefresh(path, options);
  const body = (await res.json().catch(() => null)) as unknown;
  if (res.ok) return body as T;
  throw toError(res, body);
}

/**
 * Downloads a file the API serves only with the bearer header (an ID document), for a preview.
 * `url` is the path or absolute URL the API answered (id_file_url).
 */
export async function apiBlob(url: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<Blob> {
  const res = await sendWithRefresh(url, { auth: true, signal: options.signal, headers: { Accept: '*/*' } });
  if (res.ok) return res.blob();
  throw toError(res, await res.json().catch(() => null));
}

async function sendWithRefresh(path: string, options: RequestOptions): Promise<Response> {
  const sentWith = appStore.accessToken();
  const first = await send(path, options);
  // An expired access token: refresh once and retry once.
  const res = first.status === 401 && options.auth && (await renewed(sentWith)) ? await send(path, options) : first;
  // As in the reference, 401 to 403 on a signed-in call ends the session (a second 401 included).
  if (options.auth && res.status >= 401 && res.status <= 403 && !(res.status === 403 && (options.keepSessionOn403 || (await asksToAct(res)))))
    appStore.get().signOut();
  return res;
}

/**
 * A 403 that asks the user to act keeps the session: two-factor sign-in (a code to enter, or staff to
 * enrol), and the client's own limits, exclusion or reality check refusing a real-money action.
 */
async function asksToAct(res: Response): Promise<boolean> {
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as ErrorBody | null;
  const code = typeof body?.code === 'string' ? body.code : '';
  return code.startsWith('TWO_FACTOR_') || (PROTECTION_CODES as readonly string[]).includes(code);
}

/** After a 401: a newer token arrived while the request ran (a password change answers with a fresh session), else refresh. */
async function renewed(sentWith: string | null): Promise<boolean> {
  const current = appStore.accessToken();
  return (current !== null && current !== sentWith) || refreshSession();
}

/** "/users/me" → "/api/users/me"; a URL the API answered ("/api/…" or absolute) is used as it is. */
function resolve(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith(`${API_BASE}/`)) return path;
  return API_BASE + path;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (options.auth) {
    const token = appStore.accessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(resolve(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // fetch rejects only when no answer came (the browser's own words, "Failed to fetch", are not for people).
    throw new ApiRequestError(NO_CONNECTION_MESSAGE, 0);
  }
}

/** A proxy's answer without the API's JSON (its own HTML page): the API behind it did not answer. */
const GATEWAY_STATUSES = [502, 503, 504];

function toError(res: Response, body: unknown): ApiRequestError {
  const { message, errors, code, data } = (body ?? {}) as ErrorBody;
  const text = typeof message === 'string' && message ? message : GATEWAY_STATUSES.includes(res.status) ? SERVER_UNREACHABLE_MESSAGE : FALLBACK_ERROR_MESSAGE;
  return new ApiRequestError(text, res.status, isStringRecord(errors) ? errors : {}, typeof code === 'string' ? code : undefined, data, retryAfter(res));
}

/** `Retry-After` in seconds: its delay form, or its date form counted from now; undefined when absent or unreadable. */
function retryAfter(res: Response): number | undefined {
  const value = res.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}
