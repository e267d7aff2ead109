import { Injectable, Logger } from '@nestjs/common';
import type { SubmitTradeResponse } from '../contracts/api';
import { Balances } from '../ledger/ledger.types';
import { versionedBalances } from '../ledger/versioned-balances';
import { RealtimeService } from '../realtime/realtime.service';
import { PayoutsService } from './payouts.service';
import { toTradeDto } from './trade.mapper';
import { TradeRow } from './trade.types';

/** The live events of trades; call each only after the transaction behind it has committed. */
@Injectable()
export class TradeEvents {
  private readonly logger = new Logger(TradeEvents.name);

  constructor(
    private readonly realtime: RealtimeService,
    private readonly payouts: PayoutsService,
  ) {}

  /** To its owner: the trade just placed and the balances its stake left. */
  opened(userId: string, { trade, balance, demo_balance, balance_version, demo_balance_version }: SubmitTradeResponse): void {
    this.realtime.toUser(userId, 'trade:opened', { trade, balance, demo_balance, balance_version, demo_balance_version });
  }

  /** To each owner: every settled trade, then their balances once; to every visitor: the batch's wins. */
  async settled(rows: TradeRow[], balances: Map<string, Balances>): Promise<void> {
    for (const r of rows) {
      const b = balances.get(r.user_id)!;
      this.realtime.toUser(r.user_id, 'trade:settled', { trade: toTradeDto(r), ...versionedBalances(b) });
    }
    for (const [userId, b] of balances) {
      this.realtime.toUser(userId, 'balance:updated', versionedBalances(b));
    }
    await this.payouts.announce(rows).catch((err: Error) => this.logger.warn(`Payouts not announced: ${err.message}`));
  }
}
