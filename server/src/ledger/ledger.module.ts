import { Module } from '@nestjs/common';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

@Module({ providers: [LedgerRepository, LedgerService], exports: [LedgerService] })
export class LedgerModule {}
