import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../contracts/api';
import type { LoginChallengeResponse, LoginResponse, Tokens, UserDto } from '../contracts/account';
import type { MfaChallengeDto } from '../contracts/account-security';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ok } from '../common/envelope';
import { DomainError, unauthorized } from '../common/domain-error';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { RegisterDto, LoginDto, RefreshDto } from '../contracts/requests/auth.request';
import { MfaLoginDto } from '../contracts/requests/two-factor.request';
import { AuthService, SignedIn } from './auth.service';
import { originOf } from './client-device';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from './refresh-cookie';
import { IssuedTokens } from './tokens.service';
import { Refuses } from '../openapi/refuses.decorator';

export const REGISTERED_MESSAGE = 'Please check your mailbox and confirm your email!';
export const MFA_REQUIRED_MESSAGE = 'Enter the code from your authenticator app';

const bearerOf = (req: FastifyRequest): string | undefined => /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly rateLimit: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Answers the onboarding `session`; the new login session's refresh token goes in its httpOnly cookie (POST auth/refresh trades it). */
  @Post('register')
  @Refuses('RATE_LIMITED', 'CONFLICT')
  async register(
    @Body() dto: RegisterDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ApiEnvelope<{ session: string }>> {
    await this.rateLimit.hit('register', { ip: req.ip, email: dto.email });
    const { session, tokens } = await this.auth.register(dto, originOf(req));
    this.handOut(res, tokens);
    return ok({ session }, REGISTERED_MESSAGE);
  }

  /**
   * The access token in the body (tokens.access), the refresh token in its httpOnly cookie. With
   * two-factor sign-in on: no token and no cookie yet, but `mfa_token` for POST auth/login/mfa.
   */
  @Post('login')
  @Refuses('UNAUTHORIZED', 'ACCOUNT_SUSPENDED', 'RATE_LIMITED')
  @HttpCode(200)
  async login(
    @Body() dto: LoginDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<LoginResponse | LoginChallengeResponse> {
    const signedIn = await this.auth.login(dto, originOf(req));
    if ('mfaToken' in signedIn) return ok<MfaChallengeDto>({ mfa_required: true, mfa_token: signedIn.mfaToken }, MFA_REQUIRED_MESSAGE);
    return this.signedIn(res, signedIn);
  }

  /** The second step: the first step's `mfa_token` and a code (or a recovery code); answers what login answers. */
  @Post('login/mfa')
  @Refuses('UNAUTHORIZED', 'ACCOUNT_SUSPENDED', 'TWO_FACTOR_CODE_INVALID', 'RATE_LIMITED')
  @HttpCode(200)
  async loginMfa(@Body() dto: MfaLoginDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<LoginResponse> {
    return this.signedIn(res, await this.auth.completeMfa(dto, originOf(req)));
  }

  @Post('refresh')
  @Refuses('UNAUTHORIZED')
  @HttpCode(200)
  async refresh(
    @Body() dto: RefreshDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ApiEnvelope<null> & { tokens: Tokens }> {
    try {
      return { ...ok(null, 'Session refreshed'), tokens: this.handOut(res, await this.auth.refresh(refreshTokenOf(req, dto.refresh_token))) };
    } catch (err) {
      // A refused token is dropped; a failure of ours (database down) leaves the session for a retry.
      if (err instanceof DomainError && err.code === 'UNAUTHORIZED') clearRefreshCookie(res, this.config.publicUrl);
      throw err;
    }
  }

  /** Ends the session at once (access tokens, refresh tokens, sockets), by its access token or its refresh cookie. */
  @Post('logout')
  @Refuses('UNAUTHORIZED')
  @HttpCode(200)
  async logout(@Body() dto: RefreshDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<ApiEnvelope<null>> {
    const ended = await this.auth.logout(bearerOf(req), refreshTokenOf(req, dto.refresh_token));
    clearRefreshCookie(res, this.config.publicUrl);
    if (!ended) throw unauthorized('Please sign in to continue');
    return ok(null, 'Logged out');
  }

  private signedIn(res: FastifyReply, { user, tokens }: SignedIn): LoginResponse {
    return { ...ok<UserDto>(user, 'Login successful'), tokens: this.handOut(res, tokens) };
  }

  private handOut(res: FastifyReply, tokens: IssuedTokens): Tokens {
    setRefreshCookie(res, this.config.publicUrl, tokens.refresh.token, tokens.refresh.expires);
    return { access: tokens.access };
  }
}
