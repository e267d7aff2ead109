import type { ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { RolesGuard } from '../auth/roles.guard';
import { MoneyRequestsInFlight } from '../common/money-route';
import { API_ERROR_STATUS, type ApiErrorCode } from '../contracts/api';
import type { RouteFacts } from './route-facts';

export const ERROR_BODY = 'ApiError';

/** The codes a route can answer, inferred from its guards and parameters, plus the refusals it declares (@Refuses). */
export function errorCodesOf(route: RouteFacts, hasPathParams: boolean): ApiErrorCode[] {
  const codes = new Set<ApiErrorCode>(['INTERNAL', 'SERVICE_UNAVAILABLE']);
  if (route.body || route.query || route.upload || hasPathParams) codes.add('VALIDATION_FAILED').add('BAD_REQUEST');
  // Global hooks: a JSON body past the parser's bound, a malformed Idempotency-Key.
  if (route.body) codes.add('PAYLOAD_TOO_LARGE');
  if (route.headers.includes('idempotency-key')) codes.add('BAD_REQUEST');
  if (route.guards.includes(JwtAuthGuard)) codes.add('UNAUTHORIZED');
  if (route.guards.includes(RolesGuard)) codes.add('FORBIDDEN').add('TWO_FACTOR_REQUIRED');
  if (route.guards.includes(MoneyRequestsInFlight)) codes.add('TOO_MANY_IN_FLIGHT');
  if (route.upload) codes.add('PAYLOAD_TOO_LARGE');
  if (hasPathParams) codes.add('NOT_FOUND');
  if (route.headers.includes('idempotency-key')) codes.add('IDEMPOTENCY_CONFLICT');
  for (const code of route.refuses) codes.add(code);
  return [...codes];
}

/** One answer per status, the error body's schema, and the codes it may carry (a client branches on the code). */
export function errorAnswers(codes: ApiErrorCode[]): Record<string, ResponseObject> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) byStatus.set(API_ERROR_STATUS[code], [...(byStatus.get(API_ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: `Refused: \`code\` is one of ${list.join(', ')}.`,
          content: {
            'application/json': {
              schema: {
                allOf: [{ $ref: `#/components/schemas/${ERROR_BODY}` }, { type: 'object', properties: { code: { enum: list } } }],
              },
              example: { status: false, code: list[0], message: 'A message for people; branch on the code.' },
            },
          },
        },
      ]),
  );
}
