import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { codeOfStatus } from '../common/domain-error';
import { UNMATCHED_ROUTE } from './metric-definitions';
import { Metrics } from './metrics';

/** The submit route's pattern, as Fastify registered it under the global prefix. */
export const SUBMIT_ROUTE = '/api/trading/submit';

/** The code of each refused submit's error body, from serialization to the end of the response. */
const refusalCodes = new WeakMap<FastifyRequest, string>();

function codeOf(payload: unknown, status: number): string {
  const code = (payload as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : codeOfStatus(status);
}

/**
 * Times every API request by method, route pattern and status, and counts submits by outcome. Hooks
 * rather than an interceptor: refusals from guards, pipes and hooks are counted too, and the submit
 * path pays no observable pipeline. A refusal's code is read from its error body (the exception
 * filter's) before it is serialized; an accepted submit costs one counter increment.
 */
export function registerRequestMetrics(app: NestFastifyApplication): void {
  const { httpRequestDuration, submits } = app.get(Metrics);
  const http = app.getHttpAdapter().getInstance();
  http.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && request.routeOptions.url === SUBMIT_ROUTE) refusalCodes.set(request, codeOf(payload, reply.statusCode));
    done(null, payload);
  });
  http.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    httpRequestDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (route === SUBMIT_ROUTE) {
      if (status < 400) submits.inc({ outcome: 'accepted' });
      else submits.inc({ outcome: 'refused', code: refusalCodes.get(request) ?? codeOfStatus(status) });
    }
    done();
  });
}
