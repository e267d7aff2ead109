import {
  ArgumentsHost,
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API_ERROR_STATUS, type ApiErrorCode } from '../contracts/api';
import { LoginDto } from '../contracts/requests/auth.request';
import { RateLimitedError } from '../rate-limit/rate-limit.service';
import { POSTGRES_STALLED, REDIS_STALLED } from './dependency-errors';
import { DomainError } from './domain-error';
import { HttpExceptionFilter } from './http-exception.filter';
import { TooManyInFlightError } from './money-route';
import { sendError } from './request-parsing';
import { createValidationPipe } from './validation';

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
      body: { status: false, message: 'Insufficient balance for this trade', code: 'INSUFFICIENT_FUNDS', errors: { amount: 'exceeds the available balance' } },
      headers: {},
    });
    expect(answer(new DomainError('PRICE_UNAVAILABLE', 'No price')).status).toBe(503);
    expect(answer(new DomainError('IDEMPOTENCY_CONFLICT', 'Used')).body).toEqual({ status: false, message: 'Used', code: 'IDEMPOTENCY_CONFLICT' });
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
        body: { status: false, message: 'Service temporarily unavailable, please try again shortly', code: 'SERVICE_UNAVAILABLE', request_id: 'req-2' },
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

  describe('names the kind of every refusal by a code in the body', () => {
    const codeOf = (exception: unknown) => {
      const { status, body } = answer(exception);
      return [status, (body as { code?: unknown }).code];
    };

    it("answers a domain error's own code, for every code there is, with the status the list gives it", () => {
      for (const [code, status] of Object.entries(API_ERROR_STATUS) as [ApiErrorCode, number][]) {
        expect(answer(new DomainError(code, 'No')).body).toMatchObject({ status: false, message: 'No', code });
        expect([code, answer(new DomainError(code, 'No')).status]).toEqual([code, status]);
      }
    });

    it('keeps the more specific codes of the refusals that have one', async () => {
      const invalid = await createValidationPipe()
        .transform({ email: 'not-an-email', password: 'x' }, { type: 'body', metatype: LoginDto })
        .catch((err: unknown) => err);
      expect(codeOf(invalid)).toEqual([400, 'VALIDATION_FAILED']);
      expect(codeOf(new RateLimitedError(60))).toEqual([429, 'RATE_LIMITED']);
      expect(answer(new TooManyInFlightError())).toMatchObject({ status: 429, body: { code: 'TOO_MANY_IN_FLIGHT' }, headers: { 'retry-after': '1' } });
    });

    it("gives Nest's HTTP exceptions the code of their status", () => {
      expect(codeOf(new BadRequestException('No'))).toEqual([400, 'BAD_REQUEST']);
      expect(codeOf(new UnauthorizedException())).toEqual([401, 'UNAUTHORIZED']);
      expect(codeOf(new ForbiddenException())).toEqual([403, 'FORBIDDEN']);
      expect(codeOf(new NotFoundException('Cannot GET /api/x'))).toEqual([404, 'NOT_FOUND']);
      expect(codeOf(new ConflictException())).toEqual([409, 'CONFLICT']);
      expect(answer(new PayloadTooLargeException())).toMatchObject({ status: 413, body: { status: false, code: 'PAYLOAD_TOO_LARGE' } });
      expect(codeOf(new HttpException('Slow down', HttpStatus.TOO_MANY_REQUESTS))).toEqual([429, 'RATE_LIMITED']);
      expect(codeOf(new HttpException({ status: false, message: 'A dependency is down' }, HttpStatus.SERVICE_UNAVAILABLE))).toEqual([
        503,
        'SERVICE_UNAVAILABLE',
      ]);
      expect(codeOf(new HttpException('Teapot', HttpStatus.I_AM_A_TEAPOT))).toEqual([418, 'BAD_REQUEST']);
      expect(codeOf(new HttpException('Bad gateway', HttpStatus.BAD_GATEWAY))).toEqual([502, 'INTERNAL']);
    });

    it('answers an outage SERVICE_UNAVAILABLE and anything unexpected INTERNAL, naming the request', () => {
      for (const stalled of [POSTGRES_STALLED, REDIS_STALLED]) {
        expect(answer(new Error(stalled), 'req-3').body).toEqual({
          status: false,
          message: expect.any(String),
          code: 'SERVICE_UNAVAILABLE',
          request_id: 'req-3',
        });
      }
      expect(answer(new Error('secret detail'), 'req-4').body).toEqual({ status: false, message: expect.any(String), code: 'INTERNAL', request_id: 'req-4' });
    });

    it("answers a refusal sent by a Fastify hook in the filter's body", () => {
      const refusal = new DomainError('VALIDATION_FAILED', 'Name is required', { name: 'is required' });
      const sent: { status?: number; body?: unknown } = {};
      const reply = { code: (status: number) => ((sent.status = status), reply), send: (body: unknown) => ((sent.body = body), reply) };
      sendError(reply as unknown as FastifyReply, refusal);
      expect(sent).toEqual({ status: answer(refusal).status, body: answer(refusal).body });
    });
  });
});
