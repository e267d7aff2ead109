import { Injectable } from '@nestjs/common';
import { BACKOFFICE_ROLES, type Role } from '../contracts/account';
import type { Runner } from '../database/typed-query';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { hashRecoveryCode } from './recovery-codes';
import { isTotpCode, stepOfCode } from './totp';
import { TotpSecretBox } from './totp-secret-box';
import { codeInvalid, codeRequired } from './two-factor.errors';
import { TwoFactorRepository } from './two-factor.repository';

/** How long "two-factor sign-in is on" is reused by the back-office gate; "off" is never reused (enrolling opens it at once). */
const ENABLED_CACHE_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;

/**
 * Whether a user has two-factor sign-in on, and the check of a code (TOTP or recovery code) wherever one
 * is asked for: sign-in, turning it off, a withdrawal. A code's time step is taken once; wrong codes
 * count against the user ('second-factor-failure').
 */
@Injectable()
export class TwoFactorService {
  private readonly enabledAt = new Map<string, number>();

  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly box: TotpSecretBox,
    private readonly rateLimit: RateLimitService,
  ) {}

  async isEnabled(userId: string, on?: Runner): Promise<boolean> {
    return Boolean((await this.repository.of(userId, on))?.enabled_at);
  }

  /** Staff or an admin who may act as such now: with two-factor sign-in on (DESIGN "Client protections"). */
  async actsAsStaff(user: { id: string; roles: readonly Role[] }): Promise<boolean> {
    return user.roles.some((r) => BACKOFFICE_ROLES.includes(r)) && (await this.isEnabledRecently(user.id));
  }

  /** isEnabled, its "on" answer reused for a few seconds: the back office asks on every request. */
  async isEnabledRecently(userId: string): Promise<boolean> {
    const seen = this.enabledAt.get(userId);
    if (seen !== undefined && Date.now() - seen < ENABLED_CACHE_MS) return true;
    const enabled = await this.isEnabled(userId);
    if (this.enabledAt.size >= CACHE_MAX_ENTRIES) this.enabledAt.clear();
    if (enabled) this.enabledAt.set(userId, Date.now());
    else this.enabledAt.delete(userId);
    return enabled;
  }

  /** Two-factor sign-in was turned off in this process: the gate asks again. */
  forget(userId: string): void {
    this.enabledAt.delete(userId);
  }

  /**
   * Takes the code (a TOTP code of a step not used before, or an unused recovery code) of a user with
   * two-factor sign-in on; TWO_FACTOR_CODE_INVALID otherwise, RATE_LIMITED past the wrong codes allowed.
   * `on`: the caller's transaction, so the code is taken only if the action happens.
   */
  async takeCode(userId: string, code: string, on?: Runner): Promise<void> {
    await this.rateLimit.assertUnder('second-factor-failure', { user: userId });
    if (await this.took(userId, code, on)) return;
    await this.rateLimit.hit('second-factor-failure', { user: userId });
    throw codeInvalid();
  }

  /** A wrong code of a pending setup counts as any wrong code. */
  async countWrongCode(userId: string): Promise<void> {
    await this.rateLimit.hit('second-factor-failure', { user: userId });
  }

  /** Throws RATE_LIMITED when the user has no wrong code left for now. */
  assertCodesLeft(userId: string): Promise<void> {
    return this.rateLimit.assertUnder('second-factor-failure', { user: userId });
  }

  /**
   * An action that asks for a code when two-factor sign-in is on (a withdrawal), in the action's
   * transaction: nothing without it (TWO_FACTOR_CODE_REQUIRED), nothing with a wrong one.
   */
  async stepUp(on: Runner, userId: string, code: string | undefined): Promise<void> {
    if (!(await this.isEnabled(userId, on))) return;
    if (!code) throw codeRequired();
    await this.takeCode(userId, code, on);
  }

  private async took(userId: string, code: string, on?: Runner): Promise<boolean> {
    if (!isTotpCode(code)) return this.repository.useRecoveryCode(userId, hashRecoveryCode(code), on);
    const row = await this.repository.of(userId, on);
    const secret = row?.enabled_at ? this.box.open(row.secret) : null;
    const step = secret ? stepOfCode(secret, code) : null;
    return step !== null && this.repository.useStep(userId, step, on);
  }
}
