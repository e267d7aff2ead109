import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { DashboardTokensService } from './dashboard-tokens.service';
import { QueuesDashboardSessionController } from './queues-dashboard-session.controller';

/** The queues' dashboard (bull-board) for admins: its session route and the token its cookie holds; bootstrap mounts the board itself. */
@Module({
  imports: [AuthModule, UsersModule, JwtModule.register({})],
  controllers: [QueuesDashboardSessionController],
  providers: [DashboardTokensService],
})
export class AdminQueuesModule {}
