import { ArgumentsHost, Logger, NotFoundException } from '@nestjs/common';
import { DomainError } from './domain-error';
import { HttpExceptionFilter } from './http-exception.filter';

/** Runs the filter on one exception; answers the status, body and headers it sent. */
function answer(exception: unknown, requestId = 'req-0') {
  const headers: Record<string, string> = {};
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    header: (name: string, value: string) => ((headers[name.toLowerCase()] = value), res),
    status: (code: number) => ((sent.status = code), res),
    send: (body: unknown) => void (sent.body = body),
  };
  const req = { url: '/api/x', headers: {}, id: requestId };
  const host = { switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }) } as unknown as ArgumentsHost;
  new HttpExceptionFilter().catch(exception, host);
  return { ...sent, headers };
}

describe('HttpExceptionFilter', () => {
  beforeAll(() => {
    for (const level of ['debug', 'warn', 'error'] as const) jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
  });
  afterAll(() => jest.restoreAllMocks());

  it("maps a domain error's code to its status, in the one body shape", () => {
    expect(answer(new DomainError('INSUFFICIENT_FUNDS', 'Insufficient balance for this trade', { amount: 'exceeds the available balance' }))).toEqual({
      status: 400,
      body: { status: false, message: 'Insufficient balance for this trade', errors: { amount: 'exceeds the available balance' } },
      headers: {},
    });
    expect(answer(new DomainError('PRICE_UNAVAILABLE', 'No price')).status).toBe(503);
    expect(answer(new DomainError('IDEMPOTENCY_CONFLICT', 'Used')).body).toEqual({ status: false, message: 'Used' });
  });

  it("keeps Nest's HTTP exceptions in the same shape", () => {
    expect(answer(new NotFoundException('Cannot GET /api/x'))).toMatchObject({ status: 404, body: { status: false, message: 'Cannot GET /api/x' } });
  });

  it('answers a dependency outage with 503 and Retry-After, not a 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const redisGone = Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' });
    for (const err of [refused, redisGone, new Error('timeout exceeded when trying to connect')]) {
      expect(answer(err, 'req-2')).toEqual({
        status: 503,
        body: { status: false, message: 'Service temporarily unavailable, please try again shortly', request_id: 'req-2' },
        headers: { 'retry-after': '5' },
      });
    }
    expect(answer(new DomainError('PRICE_UNAVAILABLE', 'No price')).headers).toEqual({ 'retry-after': '5' });
  });

  it("answers an unexpected error with a generic 500 that names the request's id", () => {
    expect(answer(new Error('secret detail'), 'req-1')).toMatchObject({
      status: 500,
      body: { status: false, message: 'Something went wrong on our side. Please try again.', request_id: 'req-1' },
    });
  });
});
