import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UserDto } from '../contracts/account';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../contracts/account-status';
import { conflict, DomainError, unauthorized } from '../common/domain-error';
import { isUniqueViolation } from '../database/pg-errors';
import { AccountStatusService } from '../users/account-status.service';
import { hashPassword, verifyPassword } from '../users/password';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { LoginDto, RegisterDto } from '../contracts/requests/auth.request';
import { MfaLoginDto } from '../contracts/requests/two-factor.request';
import { RateLimitIdentities, RateLimitService } from '../rate-limit/rate-limit.service';
import type { ClientOrigin } from './client-device';
import { EmailVerificationService } from './email-verification.service';
import { LoginEventsRepository } from './login-events.repository';
import { MfaTokensService } from './mfa-tokens.service';
import { IssuedTokens, TokensService } from './tokens.service';
import { TWO_FACTOR_MESSAGES } from './two-factor.errors';
import { TwoFactorService } from './two-factor.service';

const INVALID_LOGIN = 'Invalid email or password';

/** A suspended account's sign-in, refused once its password is right (the status tells a stranger nothing). */
const accountSuspended = () => new DomainError('ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);

/** A finished sign-in: the user and the new session's tokens. */
export interface SignedIn {
  user: UserDto;
  tokens: IssuedTokens;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  /** Verified against when the e-mail is unknown, so both failures take the same time. */
  private readonly dummyHash = hashPassword('not-a-real-password');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly verification: EmailVerificationService,
    private readonly rateLimit: RateLimitService,
    private readonly logins: LoginEventsRepository,
    private readonly twoFactor: TwoFactorService,
    private readonly mfaTokens: MfaTokensService,
    private readonly accounts: AccountStatusService,
  ) {}

  /**
   * Creates the account and two sessions: the onboarding `session` the profile and ID steps carry (the
   * reference's), and a login session whose refresh token the controller sets as the usual cookie, so
   * the registration ends signed in without the password typed again (and no token in any URL).
   */
  async register(dto: RegisterDto, origin: ClientOrigin): Promise<{ session: string; tokens: IssuedTokens }> {
    if (await this.users.emailTaken(dto.email)) throw conflict('An account with this email already exists');
    const passwordHash = await hashPassword(dto.password);
    try {
      const user = await this.ds.transaction((m) =>
        this.users.create(m, { email: dto.email, passwordHash, firstname: dto.firstname, lastname: dto.lastname, phone: dto.phone || undefined }),
      );
      await this.verification.sendLink(user).catch((err: Error) => this.logger.error(`Confirmation mail for ${user.id} not queued: ${err.message}`));
      const session = await this.tokens.signSession(user.id);
      return { session, tokens: await this.tokens.issue(user.id, user.roles, origin) };
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('An account with this email already exists');
      throw err;
    }
  }

  /** Failures are counted per address and per (address, e-mail): others' failures never block a correct password from elsewhere. */
  async login(dto: LoginDto, origin: ClientOrigin): Promise<SignedIn | { mfaToken: string }> {
    const attempt: RateLimitIdentities = { ip: origin.address ?? '', email: dto.email };
    await this.rateLimit.assertUnder('login-failure', attempt);
    const user = await this.users.findByEmailWithPassword(dto.email);
    const valid = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), dto.password);
    if (!user || !valid) {
      await this.rateLimit.hit('login-failure', attempt);
      // The account's owner sees the failure in their login history; an e-mail of no account has nobody to tell.
      if (user) await this.logins.record(user.id, 'failure', origin);
      throw unauthorized(INVALID_LOGIN);
    }
    if (user.status === 'suspended') throw accountSuspended();
    if (await this.twoFactor.isEnabled(user.id)) {
      // The history shows the right password as such, not as a sign-in: the code decides that.
      await this.logins.record(user.id, 'password_ok', origin);
      return { mfaToken: await this.mfaTokens.issue(user.id, origin) };
    }
    const tokens = await this.issueUnlessSuspended(user, origin);
    await this.logins.record(user.id, 'success', origin);
    return { user: await this.users.toDto(user), tokens };
  }

  /**
   * The second step of a sign-in with two-factor sign-in on: the first step's token (this client's, not
   * expired, not spent) and a code or recovery code. Answers what a sign-in without it answers.
   */
  async completeMfa(dto: MfaLoginDto, origin: ClientOrigin): Promise<SignedIn> {
    const claim = await this.mfaTokens.verify(dto.mfa_token, origin);
    const user = claim && (await this.users.findById(claim.userId));
    if (!claim || !user) throw unauthorized(TWO_FACTOR_MESSAGES.signInExpired);
    if (user.status === 'suspended') throw accountSuspended();
    try {
      await this.twoFactor.takeCode(user.id, dto.code);
    } catch (err) {
      if (err instanceof DomainError && err.code === 'TWO_FACTOR_CODE_INVALID') await this.logins.record(user.id, 'second_factor_failure', origin);
      throw err;
    }
    if (!(await this.mfaTokens.spend(claim.tokenId))) throw unauthorized(TWO_FACTOR_MESSAGES.signInExpired);
    const tokens = await this.issueUnlessSuspended(user, origin);
    await this.logins.record(user.id, 'second_factor', origin);
    return { user: await this.users.toDto(user), tokens };
  }

  refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
    if (!refreshToken) throw unauthorized('Session expired, please sign in again');
    return this.tokens.rotate(refreshToken, async (id) => {
      const user = await this.users.findById(id);
      return user?.status === 'active' ? user.roles : null;
    });
  }

  /**
   * Ends the session named by the access token and the one of the refresh token (usually the same).
   * Either is enough, so a device whose access token expired still signs out; false when neither is valid.
   */
  async logout(accessToken: string | undefined, refreshToken: string | undefined): Promise<boolean> {
    const access = accessToken ? await this.tokens.verifyAccess(accessToken) : null;
    if (access) await this.tokens.endSession(access.sid, access.sub);
    const session = refreshToken ? await this.tokens.sessionOfRefreshToken(refreshToken) : null;
    if (session) await this.tokens.endSession(session.sessionId, session.userId);
    return Boolean(access || session);
  }

  /**
   * A new session's tokens. Staff may suspend the account while its password is checked; the status is
   * read again once the session exists: either that read sees the suspension, or the suspension (which
   * ends every session after it commits) ends this one too.
   */
  private async issueUnlessSuspended(user: User, origin: ClientOrigin): Promise<IssuedTokens> {
    const tokens = await this.tokens.issue(user.id, user.roles, origin);
    if (await this.accounts.isSuspended(user.id)) {
      await this.tokens.revokeAll(user.id);
      throw accountSuspended();
    }
    return tokens;
  }
}
