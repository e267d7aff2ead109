import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/current-user.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError } from './domain-error';

export const TOO_MANY_IN_FLIGHT = 'Too many requests of yours are still in progress. Please wait for them to finish and try again.';

export class TooManyInFlightError extends DomainError {
  readonly retryAfterSeconds = 1;

  constructor() {
    super('TOO_MANY_IN_FLIGHT', TOO_MANY_IN_FLIGHT);
  }
}

/** Each user's money requests in flight in this process, whichever module's route they came through. */
const inFlight = new Map<string, number>();

function release(userId: string): void {
  const count = (inFlight.get(userId) ?? 1) - 1;
  if (count > 0) inFlight.set(userId, count);
  else inFlight.delete(userId);
}

/**
 * One client cannot starve the pool for the others (DESIGN "Trust"): past
 * MONEY_REQUESTS_IN_FLIGHT_PER_USER money requests of one user in this process, the next answers 429
 * with Retry-After at once, before its body is read (guards run before the upload's interceptor) or a
 * connection is asked for. Counted per process, because each process has its own pool. A guard that
 * releases when the response closes, rather than an interceptor: the submit path pays no observable
 * pipeline for it.
 */
@Injectable()
export class MoneyRequestsInFlight implements CanActivate {
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'moneyRequestsInFlightPerUser'>) {
    this.limit = config.moneyRequestsInFlightPerUser;
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const userId = http.getRequest<FastifyRequest & { user?: AuthUser }>().user?.id;
    // A route marked @MoneyRoute() without JwtAuthGuard before it is a programming error, not a 4xx.
    if (!userId) throw new Error('MoneyRoute needs JwtAuthGuard to run before it');
    const count = inFlight.get(userId) ?? 0;
    if (count >= this.limit) throw new TooManyInFlightError();
    inFlight.set(userId, count + 1);
    http.getResponse<FastifyReply>().raw.once('close', () => release(userId));
    return true;
  }
}

/**
 * A route that moves money or changes a plan: each user has a bounded number of them in flight. Its
 * JwtAuthGuard must run first: at the controller, or below this decorator on the method.
 */
export const MoneyRoute = () => applyDecorators(UseGuards(MoneyRequestsInFlight));
