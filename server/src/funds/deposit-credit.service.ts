import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DEPOSIT_CREDIT_GRACE_MS } from '../queue/jobs';
import { DepositsRepository } from './deposits.repository';
import { FundsEvents } from './funds-events';
import { FundsLedger } from './funds-ledger';
import { toDepositDto } from './funds.mapper';
import type { DepositChange } from './funds.types';

/** Credits gateway-approved card deposits: Processing -> Approved with external_deposits -> user, then the events. */
@Injectable()
export class DepositCreditService {
  private readonly logger = new Logger(DepositCreditService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly deposits: DepositsRepository,
    private readonly ledger: FundsLedger,
    private readonly events: FundsEvents,
  ) {}

  /** Credits one deposit; null when it is not Processing (credited already, or never approved): a retry does nothing. */
  async credit(depositId: string): Promise<DepositChange | null> {
    const change = await this.ds.transaction(async (m) => {
      const row = await this.deposits.transition(m, depositId, 'Processing', 'Approved', {});
      if (!row) return null;
      const balances = await this.ledger.credit(m, row.user_id, Number(row.amount), row.id);
      return { userId: row.user_id, from: 'Processing', to: 'Approved', deposit: toDepositDto(row), balances } satisfies DepositChange;
    });
    if (change) this.events.deposit(change);
    return change;
  }

  /** Credits every deposit whose job was lost; one that fails is logged and left for the next sweep. */
  async sweep(now = Date.now()): Promise<number> {
    let credited = 0;
    for (const id of await this.deposits.processingBefore(new Date(now - DEPOSIT_CREDIT_GRACE_MS))) {
      try {
        if (await this.credit(id)) credited++;
      } catch (err) {
        this.logger.error(`Deposit ${id} not credited: ${(err as Error).message}`);
      }
    }
    return credited;
  }
}
