import { applyDecorators, CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor, Type, UseInterceptors } from '@nestjs/common';
import { finalize, Observable } from 'rxjs';
import type { AuthUser } from '../auth/current-user.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError } from './domain-error';

export const TOO_MANY_IN_FLIGHT = 'Too many requests of yours are still in progress. Please wait for them to finish and try again.';

export class TooManyInFlightError extends DomainError {
  readonly retryAfterSeconds = 1;

  constructor() {
    super('RATE_LIMITED', TOO_MANY_IN_FLIGHT);
  }
}

/**
 * One client cannot starve the pool for the others (DESIGN "Trust"): past
 * MONEY_REQUESTS_IN_FLIGHT_PER_USER money requests of one user in this process, the next answers 429
 * with Retry-After at once, before its body is read or a connection is asked for. Counted per process,
 * because each process has its own pool.
 */
/** Each user's money requests in flight in this process, whichever module's route they came through. */
const inFlight = new Map<string, number>();

@Injectable()
export class MoneyRequestsInFlight implements NestInterceptor {
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'moneyRequestsInFlightPerUser'>) {
    this.limit = config.moneyRequestsInFlightPerUser;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const userId = context.switchToHttp().getRequest<{ user?: AuthUser }>().user?.id;
    if (!userId) return next.handle();
    const count = inFlight.get(userId) ?? 0;
    if (count >= this.limit) throw new TooManyInFlightError();
    inFlight.set(userId, count + 1);
    return next.handle().pipe(finalize(() => this.release(userId)));
  }

  private release(userId: string): void {
    const count = (inFlight.get(userId) ?? 1) - 1;
    if (count > 0) inFlight.set(userId, count);
    else inFlight.delete(userId);
  }
}

/**
 * A route that moves money or changes a plan: each user has a bounded number of them in flight. The
 * route's own interceptors (an upload's) run after the bound, so a refused request's body is never read.
 */
export const MoneyRoute = (...then: Type<NestInterceptor>[]) => applyDecorators(UseInterceptors(MoneyRequestsInFlight, ...then));
