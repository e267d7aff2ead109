import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ReviewModule } from '../review/review.module';
import { UsersModule } from '../users/users.module';
import { AccountSessionsController } from './account-sessions.controller';
import { AuthController } from './auth.controller';
import { AuthClientRecords } from './auth-client-records';
import { LoginEventsRepository } from './login-events.repository';
import { AuthService } from './auth.service';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { LinkTokensRepository } from './link-tokens.repository';
import { LinkTokensService } from './link-tokens.service';
import { OnboardingController } from './onboarding.controller';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { JwtStrategy } from './jwt.strategy';
import { RefreshToken } from './refresh-token.entity';
import { RefreshTokenChain } from './refresh-token-chain';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { TokensService } from './tokens.service';
import { MfaTokensService } from './mfa-tokens.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorCoreModule } from './two-factor-core.module';
import { TwoFactorEnrolmentService } from './two-factor-enrolment.service';

@Module({
  imports: [
    PassportModule,
    JwtModule.register({}),
    TypeOrmModule.forFeature([RefreshToken]),
    UsersModule,
    MailModule,
    RateLimitModule,
    TwoFactorCoreModule,
    ReviewModule,
  ],
  controllers: [AuthController, EmailVerificationController, PasswordResetController, OnboardingController, AccountSessionsController, TwoFactorController],
  providers: [
    AuthService,
    TokensService,
    RefreshTokensRepository,
    RefreshTokenChain,
    SessionsService,
    SessionsRepository,
    LoginEventsRepository,
    JwtStrategy,
    LinkTokensService,
    LinkTokensRepository,
    EmailVerificationService,
    PasswordResetService,
    MfaTokensService,
    TwoFactorEnrolmentService,
    AuthClientRecords,
  ],
  exports: [TokensService, SessionsService],
})
export class AuthModule {}
