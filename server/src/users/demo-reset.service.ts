import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { VersionedBalances } from '../contracts/api';
import { DEMO_RESET_MESSAGES } from '../contracts/demo-reset';
import { DEMO_STARTING_BALANCE, toCents } from '../contracts/money';
import { conflict } from '../common/domain-error';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { LedgerService } from '../ledger/ledger.service';
import { versionedBalances } from '../ledger/versioned-balances';
import { RealtimeService } from '../realtime/realtime.service';

/** A client's demo balance back to the starting 10,000.00, through the ledger, never while demo trades are open. */
@Injectable()
export class DemoResetService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    private readonly realtime: RealtimeService,
  ) {}

  async reset(userId: string, key?: string): Promise<VersionedBalances> {
    const { result, replayed } = await this.ds.transaction((m) =>
      this.idempotency.run(m, userId, key, { demo_reset: true }, async () =>
        versionedBalances(await this.ledger.resetDemo(m, userId, toCents(DEMO_STARTING_BALANCE), () => conflict(DEMO_RESET_MESSAGES.openTrades))),
      ),
    );
    if (!replayed) this.realtime.toUser(userId, 'balance:updated', result);
    return result;
  }
}
