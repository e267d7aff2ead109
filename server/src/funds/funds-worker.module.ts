import { Module } from '@nestjs/common';
import { FundsCoreModule } from './funds-core.module';
import { FundsProcessor } from './funds.processor';

/** The worker side of funds: the card deposit credits and their sweeper. */
@Module({ imports: [FundsCoreModule], providers: [FundsProcessor], exports: [FundsCoreModule] })
export class FundsWorkerModule {}
