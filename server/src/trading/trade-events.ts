import { Injectable, Logger } from '@nestjs/common';
import type { SubmitTradeResponse } from '../contracts/api';
import type { UserEventToPublish } from '../realtime/user-event-log';
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

  /** To each owner: the trade just placed and the balances its stake left (all in one Redis call). Never throws. */
  opened(placed: { userId: string; result: SubmitTradeResponse }[]): void {
    void this.realtime.toUsers(
      placed.map(({ userId, result: { trade, balance, demo_balance, balance_version, demo_balance_version } }) => ({
        userId,
        event: 'trade:opened',
        payload: { trade, balance, demo_balance, balance_version, demo_balance_version },
      })),
    );
  }

  /** To each owner: every settled trade, then their balances once; to every visitor: the batch's wins. */
  async settled(rows: TradeRow[], balances: Map<string, Balances>): Promise<void> {
    const versioned = new Map([...balances].map(([userId, b]) => [userId, versionedBalances(b)]));
    const events: UserEventToPublish[] = rows.map((r) => ({
      userId: r.user_id,
      event: 'trade:settled',
      payload: { trade: toTradeDto(r), ...versioned.get(r.user_id)! },
    }));
    for (const [userId, v] of versioned) events.push({ userId, event: 'balance:updated', payload: v });
    await Promise.all([
      this.realtime.toUsers(events),
      this.payouts.announce(rows).catch((err: Error) => this.logger.warn(`Payouts not announced: ${err.message}`)),
    ]);
  }
}
