import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AuthModule } from '../auth/auth.module';
import { hmacKey } from '../auth/hmac-key';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UsersModule } from '../users/users.module';
import { DASHBOARD_TOKEN_TTL_SECONDS, DashboardTokensService } from './dashboard-tokens.service';
import { QueuesDashboardSessionController } from './queues-dashboard-session.controller';

/** The queues' dashboard (bull-board) for admins: its session route and the token its cookie holds; bootstrap mounts the board itself. */
@Module({
  imports: [
    AuthModule,
    UsersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // jsonwebtoken takes a KeyObject where the types say string (see hmac-key.ts).
        secret: hmacKey(config.jwtSecret) as unknown as string,
        signOptions: { expiresIn: DASHBOARD_TOKEN_TTL_SECONDS },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [QueuesDashboardSessionController],
  providers: [DashboardTokensService],
})
export class AdminQueuesModule {}
