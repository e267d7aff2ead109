import { Module } from '@nestjs/common';
import { ReviewModule } from '../review/review.module';
import { UsersModule } from '../users/users.module';
import { StatementsClientRecords } from './statements-client-records';
import { StatementRepository } from './statement.repository';
import { StatementsController } from './statements.controller';
import { StatementsService } from './statements.service';

/**
 * GET /api/account/statement (API only). It owns no table: it reads the ledger's transfers and accounts
 * and the trades that lead to a trade's transfers, through the indexes of StatementIndexes1765300000100.
 * The back office's client page reads the latest movements through ReviewSources (StatementsClientRecords).
 */
@Module({
  imports: [UsersModule, ReviewModule],
  controllers: [StatementsController],
  providers: [StatementsService, StatementRepository, StatementsClientRecords],
})
export class StatementsModule {}
