import { Global, Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { TotpSecretBox } from './totp-secret-box';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

/**
 * Two-factor state without routes: what `GET /api/users/me`, the back-office gate (RolesGuard, in any
 * module) and a withdrawal's step-up need. Global so every module using @Roles() has it; it imports
 * neither auth nor users, so both may use it. AuthModule adds the routes.
 */
@Global()
@Module({
  imports: [RateLimitModule],
  providers: [TwoFactorRepository, TotpSecretBox, TwoFactorService],
  exports: [TwoFactorRepository, TotpSecretBox, TwoFactorService],
})
export class TwoFactorCoreModule {}
