import { Module } from '@nestjs/common';
import { TradingCoreModule } from '../trading/trading-core.module';
import { UsersModule } from '../users/users.module';
import { AtsController } from './ats.controller';
import { AtsCoreModule } from './ats-core.module';
import { AtsService } from './ats.service';

/** The API side of the automated trader: GET and PUT /api/ats. */
@Module({ imports: [AtsCoreModule, TradingCoreModule, UsersModule], controllers: [AtsController], providers: [AtsService] })
export class AtsModule {}
