import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { UploadsModule } from '../uploads/uploads.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { UsersModule } from './users.module';

/**
 * A user's own profile, password and avatar. Apart from UsersModule because it needs
 * TokensService, and AuthModule already imports UsersModule.
 */
@Module({
  imports: [UsersModule, AuthModule, UploadsModule, RateLimitModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
