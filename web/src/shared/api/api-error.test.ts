import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, errorMessage, FALLBACK_ERROR_MESSAGE, NO_CONNECTION_MESSAGE, SERVER_UNREACHABLE_MESSAGE } from './api-error';
import { apiRequest } from './http-client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What each browser's fetch rejects with when no answer comes. */
const BROWSER_FAILURES = [
  new TypeError('Failed to fetch'),
  new TypeError('NetworkError when attempting to fetch resource.'),
  new TypeError('Load failed'),
  new TypeError('Failed to fetch dynamically imported module: https://example.com/assets/page-1.js'),
  new TypeError('Importing a module script failed.'),
];

describe('errorMessage: what a person reads for an error', () => {
  it.each(BROWSER_FAILURES.map((e) => [e.message, e]))('a browser network failure (%s) reads as no connection', (_, error) => {
    expect(errorMessage(error)).toBe(NO_CONNECTION_MESSAGE);
  });

  it("the server's own message stays, a 503 PRICE_UNAVAILABLE's included", () => {
    expect(errorMessage(new ApiRequestError('Prices for BTC/USD are unavailable right now, please try again shortly', 503))).toBe(
      'Prices for BTC/USD are unavailable right now, please try again shortly',
    );
    expect(errorMessage(new ApiRequestError('Insufficient balance for this trade', 400))).toBe('Insufficient balance for this trade');
  });

  it("a programming error's text never shows: the fallback does", () => {
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'price')"))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage('TypeError: x is not a function')).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage(undefined)).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe('apiRequest when the server is not reached', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(BROWSER_FAILURES.slice(0, 3).map((e) => [e.message, e]))(
    'fetch rejecting with "%s" throws status 0 with the no-connection message',
    async (_, failure) => {
      vi.stubGlobal('fetch', () => Promise.reject(failure));
      const error = await apiRequest('/trading/submit', { method: 'POST', body: {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).status).toBe(0);
      expect((error as ApiRequestError).message).toBe(NO_CONNECTION_MESSAGE);
      expect(errorMessage(error)).toBe(NO_CONNECTION_MESSAGE);
    },
  );

  it('an abort stays an abort (react-query cancels with it; nothing is shown)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('signal is aborted without reason', 'AbortError')));
    await expect(apiRequest('/market/prices')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("a 503 with the API's message keeps it; a proxy's 502 page without one says the server is not answering", async () => {
    vi.stubGlobal('fetch', async () => json(503, { status: false, message: 'Prices for BTC/USD are unavailable right now, please try again shortly' }));
    await expect(apiRequest('/trading/submit', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 503,
      message: 'Prices for BTC/USD are unavailable right now, please try again shortly',
    });
    vi.stubGlobal('fetch', async () => new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await apiRequest('/users/me').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe(SERVER_UNREACHABLE_MESSAGE);
  });
});
