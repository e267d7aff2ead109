import { Body, Controller, HttpCode, Ip, Post, UseGuards } from '@nestjs/common';
import type { ApiEnvelope, LoginResponse, Tokens, UserDto } from '../contracts/api';
import { ok } from '../common/envelope';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { RegisterDto, LoginDto, RefreshDto } from '../contracts/requests/auth.request';
import { AuthService } from './auth.service';
import { AuthUser, CurrentUser } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';

export const REGISTERED_MESSAGE = 'Please check your mailbox and confirm your email!';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly rateLimit: RateLimitService,
  ) {}

  @Post('register')
  async register(@Body() dto: RegisterDto, @Ip() ip: string): Promise<ApiEnvelope<{ session: string }>> {
    await this.rateLimit.hit('register', { ip, email: dto.email });
    return ok(await this.auth.register(dto), REGISTERED_MESSAGE);
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body() dto: LoginDto, @Ip() ip: string): Promise<LoginResponse> {
    await this.rateLimit.hit('login', { ip, email: dto.email });
    const { user, tokens } = await this.auth.login(dto);
    return { ...ok<UserDto>(user, 'Login successful'), tokens };
  }

  @Post('refresh')
  @HttpCode(200)
  async refresh(@Body() dto: RefreshDto): Promise<ApiEnvelope<null> & { tokens: Tokens }> {
    return { ...ok(null, 'Session refreshed'), tokens: await this.auth.refresh(dto.refresh_token) };
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async logout(@CurrentUser() user: AuthUser, @Body() dto: RefreshDto): Promise<ApiEnvelope<null>> {
    await this.auth.logout(dto.refresh_token, user.id);
    return ok(null, 'Logged out');
  }
}
