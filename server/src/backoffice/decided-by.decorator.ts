import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/current-user.decorator';

/** Who decides an item: the signed-in staff member, and the address the request came from (for the audit log). */
export interface Decider {
  staffId: string;
  ip: string | null;
}

export const DecidedBy = createParamDecorator((_: unknown, ctx: ExecutionContext): Decider => {
  const req = ctx.switchToHttp().getRequest<FastifyRequest & { user: AuthUser }>();
  return { staffId: req.user.id, ip: req.ip ?? null };
});
