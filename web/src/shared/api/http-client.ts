import { appStore } from '../store/app-store';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from './api-error';
import { refreshSession } from './session-refresh';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Send the bearer access token; on a 401, refresh the session once and retry once. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

const API_BASE = '/api';

/**
 * Calls the API and answers its JSON body (the whole envelope: status, message, data...).
 * Any non-2xx answer throws an ApiRequestError carrying the server's message and field errors.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const first = await send(path, options);
  // An expired access token: refresh once and retry once. A second 401 signs out (in parse).
  if (first.status === 401 && options.auth && (await refreshSession())) {
    return parse<T>(await send(path, options), options);
  }
  return parse<T>(first, options);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.auth) {
    const token = appStore.accessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(API_BASE + path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE;
    throw new ApiRequestError(message, 0);
  }
}

async function parse<T>(res: Response, options: RequestOptions): Promise<T> {
  const body = (await res.json().catch(() => null)) as unknown;
  if (res.ok) return body as T;
  if (res.status === 401 && options.auth) appStore.get().signOut();
  const { message, errors } = (body ?? {}) as ErrorBody;
  throw new ApiRequestError(
    typeof message === 'string' && message ? message : FALLBACK_ERROR_MESSAGE,
    res.status,
    isStringRecord(errors) ? errors : {},
  );
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}
