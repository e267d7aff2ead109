import { Injectable } from '@nestjs/common';
import type { TwoFactorSetupDto } from '../contracts/account-security';
import { badRequest, conflict, unauthorized } from '../common/domain-error';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { verifyPassword } from '../users/password';
import { UsersService } from '../users/users.service';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, otpauthUrl, stepOfCode } from './totp';
import { TotpSecretBox } from './totp-secret-box';
import { codeInvalid, TWO_FACTOR_MESSAGES } from './two-factor.errors';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

/** Turning two-factor sign-in on (a pending secret, confirmed by its first code) and off (password and code). */
@Injectable()
export class TwoFactorEnrolmentService {
  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly twoFactor: TwoFactorService,
    private readonly box: TotpSecretBox,
    private readonly users: UsersService,
    private readonly rateLimit: RateLimitService,
  ) {}

  /** A new pending secret (replacing one not confirmed yet); 409 while two-factor sign-in is on. */
  async setup(userId: string): Promise<TwoFactorSetupDto> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    const secret = newTotpSecret();
    if (!(await this.repository.savePending(userId, this.box.seal(secret)))) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    return { secret, otpauth_url: otpauthUrl(secret, user.email) };
  }

  /** A code of the pending secret turns it on; answers the recovery codes, the only time they are shown. */
  async enable(userId: string, code: string): Promise<string[]> {
    await this.twoFactor.assertCodesLeft(userId);
    const row = await this.repository.of(userId);
    if (row?.enabled_at) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = row && this.box.open(row.secret);
    if (!row || !secret) throw badRequest(TWO_FACTOR_MESSAGES.notSetUp);
    const step = stepOfCode(secret, code);
    if (step === null) {
      await this.twoFactor.countWrongCode(userId);
      throw codeInvalid();
    }
    const codes = newRecoveryCodes();
    if (!(await this.repository.enable(userId, row.secret, step, codes.map(hashRecoveryCode)))) throw conflict(TWO_FACTOR_MESSAGES.setupReplaced);
    return codes;
  }

  /** The password and a code (or a recovery code) turn it off: the secret and the recovery codes go. */
  async disable(userId: string, password: string, code: string): Promise<void> {
    if (!(await this.twoFactor.isEnabled(userId))) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    await this.rateLimit.assertUnder('change-password-failure', { user: userId });
    if (!(await verifyPassword((await this.users.passwordHashOf(userId)) ?? '', password))) {
      await this.rateLimit.hit('change-password-failure', { user: userId });
      throw badRequest('Password is incorrect', { password: 'is incorrect' });
    }
    await this.twoFactor.takeCode(userId, code);
    await this.repository.remove(userId);
    this.twoFactor.forget(userId);
  }
}
