import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { StatementRepository } from './statement.repository';
import { StatementsController } from './statements.controller';
import { StatementsService } from './statements.service';

/**
 * GET /api/account/statement (API only). It owns no table: it reads the ledger's transfers and accounts
 * and the trades that lead to a trade's transfers, through the indexes of StatementIndexes1765300000100.
 */
@Module({ imports: [UsersModule], controllers: [StatementsController], providers: [StatementsService, StatementRepository] })
export class StatementsModule {}
