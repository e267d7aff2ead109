import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Role } from '../contracts/account';

/** What a verified access token says about its bearer. */
export interface AuthUser {
  id: string;
  roles: Role[];
  /** The session the access token belongs to (what logout ends). */
  sessionId: string;
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => ctx.switchToHttp().getRequest<{ user: AuthUser }>().user);
