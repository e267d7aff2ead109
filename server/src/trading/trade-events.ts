import { Injectable, Logger } from '@nestjs/common';
import type { SubmitTradeResponse } from '../contracts/trading';
import type { UserEventToPublish } from '../realtime/user-event-log';
import { Balances } from '../ledger/ledger.types';
import { versionedBalances } from '../ledger/versioned-balances';
import { RealtimeService } from '../realtime/realtime.service';
import { PayoutsService, PUBLIC_PAYOUTS_SHOWN } from './payouts.service';
import { encodeBalances, encodeTradeSettled, SettledTrade } from './trade-settled-payload';
import { toTradeDtoSettled } from './trade.mapper';

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

  /**
   * To each owner: every settled trade (its head encoded before, the rest now), then their balances
   * once; to every visitor: the batch's newest wins.
   */
  async settled(trades: SettledTrade[], balances: Map<string, Balances>): Promise<void> {
    const versioned = new Map([...balances].map(([userId, b]) => [userId, versionedBalances(b)]));
    const encoded = new Map([...versioned].map(([userId, v]) => [userId, encodeBalances(v)]));
    const events: UserEventToPublish[] = trades.map(({ row, head }) => {
      const balancesJson = encoded.get(row.user_id);
      if (balancesJson === undefined) throw new Error(`No balances read for user ${row.user_id} of settled trade ${row.id}`);
      return { userId: row.user_id, event: 'trade:settled', json: encodeTradeSettled(head.json, toTradeDtoSettled(row), balancesJson) };
    });
    for (const [userId, v] of versioned) events.push({ userId, event: 'balance:updated', payload: v });
    const wins = trades
      .filter((t) => t.row.status === 'Won')
      .slice(-PUBLIC_PAYOUTS_SHOWN)
      .map((t) => ({ ...t.head.row, ...t.row }));
    await Promise.all([
      this.realtime.toUsers(events),
      this.payouts.announce(wins).catch((err: Error) => this.logger.warn(`Payouts not announced: ${err.message}`)),
    ]);
  }
}
