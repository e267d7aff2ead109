import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '../contracts/account';
import { forbidden } from '../common/domain-error';
import { AuthUser } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';
import { staffMustEnrol } from './two-factor.errors';
import { TwoFactorService } from './two-factor.service';

const ROLES_KEY = 'roles';

/**
 * Signed in (401 otherwise) with one of these roles (403 otherwise), and with two-factor sign-in on
 * (403 TWO_FACTOR_REQUIRED otherwise): every staff and admin route is behind a second factor.
 */
export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(JwtAuthGuard, RolesGuard));

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const wanted = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]) ?? [];
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user?.roles.some((r) => wanted.includes(r)))
      throw forbidden(wanted.includes('staff') ? 'This area is for staff only' : 'This area is for admins only');
    if (!(await this.twoFactor.isEnabledRecently(user.id))) throw staffMustEnrol();
    return true;
  }
}
