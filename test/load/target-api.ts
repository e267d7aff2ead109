/** The target's public API as the load tool uses it: options, sign-up and sign-in, submit, close, a user's trades. */
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { LoginResponse } from '../../server/src/contracts/account';
import type { CloseQuote } from '../../server/src/contracts/early-close';
import type { CloseTradeResponse, SubmitTradeResponse, TradeDto, TradingOptions } from '../../server/src/contracts/trading';
import type { AccountMode } from '../../server/src/contracts/trade-rules';
import { type Answer, HttpClient } from './http-client';
import type { Submission } from './submission';

/** Why a run cannot happen (exit code 2). */
export class RunImpossible extends Error {}

export const RATE_LIMIT_ADVICE =
  'The target answered 429 (too many requests) while signing users up or in: start it with RATE_LIMIT_FACTOR raised (e.g. RATE_LIMIT_FACTOR=1000 npm start) and run again.';

const expectOk = <T>(what: string, a: Answer<T>): T => {
  if (a.status === 429) throw new RunImpossible(RATE_LIMIT_ADVICE);
  if (a.status < 200 || a.status >= 300) throw new RunImpossible(`${what}: HTTP ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`);
  return a.body;
};

export class TargetApi {
  constructor(readonly http: HttpClient) {}

  async options(): Promise<TradingOptions> {
    const answer = await this.http.request<ApiEnvelope<TradingOptions>>('GET', '/api/trading/options').catch((e: Error) => {
      throw new RunImpossible(`The target does not answer: ${e.message}`);
    });
    return expectOk('GET /api/trading/options', answer).data;
  }

  /** Registers the user (an existing one is fine) and signs in: answers the access token. */
  async provision(email: string, password: string, name: string): Promise<string> {
    const reg = await this.http.request('POST', '/api/auth/register', {
      json: { firstname: 'Load', lastname: name, email, password, confirmPassword: password },
    });
    if (reg.status === 429) throw new RunImpossible(RATE_LIMIT_ADVICE);
    const login = await this.http.request<LoginResponse>('POST', '/api/auth/login', { json: { email, password } });
    return expectOk(`Signing in ${email}`, login).tokens.access.token;
  }

  /** One submission; its Idempotency-Key (unique per run and line) makes a resend after a reset safe. */
  submit(token: string, s: Submission, idempotencyKey: string, signal: AbortSignal): Promise<Answer<ApiEnvelope<SubmitTradeResponse>>> {
    const { symbol, trading_type, amount, duration, mode, strike_rate, trade_mode } = s;
    return this.http.request('POST', '/api/trading/submit', {
      token,
      signal,
      idempotencyKey,
      json: { symbol, trading_type, amount, duration, mode, strike_rate, trade_mode },
    });
  }

  /** What closing the open trade now returns, valid for about a second; or why it cannot be closed. */
  quote(token: string, tradeId: number, signal: AbortSignal): Promise<Answer<ApiEnvelope<CloseQuote> | ApiError>> {
    return this.http.request('GET', `/api/trading/trades/${tradeId}/quote`, { token, signal });
  }

  /** Closes the trade at the quote; a 409 QUOTE_EXPIRED carries a fresh quote as its `data`. */
  close(
    token: string,
    tradeId: number,
    quoteId: string,
    idempotencyKey: string,
    signal: AbortSignal,
  ): Promise<Answer<ApiEnvelope<CloseTradeResponse> | ApiError>> {
    return this.http.request('POST', `/api/trading/trades/${tradeId}/close`, { token, signal, idempotencyKey, json: { quote_id: quoteId } });
  }

  async trades(token: string, mode: AccountMode): Promise<TradeDto[]> {
    return expectOk(`GET /api/trading?mode=${mode}`, await this.http.request<ApiEnvelope<TradeDto[]>>('GET', `/api/trading?mode=${mode}`, { token })).data;
  }
}

/** Runs `fn` over the items, at most `limit` at once; the first failure stops the rest and is thrown. */
export async function withConcurrency<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  // Boxed: whatever was thrown, even a null or undefined, counts as a failure and is thrown as it was.
  let failed: { error: unknown } | undefined;
  const worker = async () => {
    while (failed === undefined && next < items.length) {
      const item = items[next++];
      try {
        await fn(item);
      } catch (error) {
        failed ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed !== undefined) throw failed.error;
}
