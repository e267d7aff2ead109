import { Injectable, Logger } from '@nestjs/common';
import type { SubmitTradeResponse } from '../contracts/api';
import type { PreparedUserEvents, UserEventToPublish } from '../realtime/user-event-log';
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
    await this.sendSettled(this.prepareSettled(rows, balances));
  }

  /**
   * settled() in two steps: the events encoded now, while the settlement's transaction is still open (its
   * balances read), and sent by sendSettled once it committed.
   */
  prepareSettled(rows: TradeRow[], balances: Map<string, Balances>): PreparedSettlement {
    const events: UserEventToPublish[] = [];
    const versioned = new Map([...balances].map(([userId, b]) => [userId, versionedBalances(b)]));
    for (const r of rows) {
      events.push({ userId: r.user_id, event: 'trade:settled', payload: { trade: toTradeDto(r), ...versioned.get(r.user_id)! } });
    }
    for (const [userId, v] of versioned) events.push({ userId, event: 'balance:updated', payload: v });
    return { rows, events: this.realtime.prepareToUsers(events) };
  }

  /** Sends what prepareSettled encoded: one batch for Redis, a few script calls that number, log and publish them all. */
  async sendSettled(prepared: PreparedSettlement): Promise<void> {
    await Promise.all([
      this.realtime.sendPrepared(prepared.events),
      this.payouts.announce(prepared.rows).catch((err: Error) => this.logger.warn(`Payouts not announced: ${err.message}`)),
    ]);
  }
}

/** A settlement batch's events, encoded, to send once it committed. */
export interface PreparedSettlement {
  rows: TradeRow[];
  events: PreparedUserEvents;
}
