import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import { Balances } from '../ledger/ledger.types';
import { MarketService } from '../market/market.service';
import { TradeEvents } from './trade-events';
import { SettlementPrice } from './trade.types';
import { TradesRepository } from './trades.repository';

export const SETTLEMENT_BATCH_SIZE = 5000;
const PARALLEL_BATCHES = 2;

export interface SettlementResult {
  settled: number;
  /** Pending trades due by the cutoff that could not be priced yet (no tick at their expiry). */
  unpriced: number;
}

/**
 * Settles every Pending trade due by a cutoff: each at the price of its instrument at its expiry,
 * in set-based transactions of up to SETTLEMENT_BATCH_SIZE trades, then tells each owner.
 */
@Injectable()
export class SettlementService {
  private readonly logger = new Logger(SettlementService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly trades: TradesRepository,
    private readonly ledger: LedgerService,
    private readonly market: MarketService,
    private readonly events: TradeEvents,
  ) {}

  async settleDue(cutoff: Date): Promise<SettlementResult> {
    const instants = await this.trades.dueInstants(cutoff);
    if (!instants.length) return { settled: 0, unpriced: 0 };
    const prices: SettlementPrice[] = [];
    let unpriced = 0;
    await Promise.all(
      instants.map(async ({ symbol, at }) => {
        const price = await this.market.priceAt(symbol, at.getTime());
        if (price === null) unpriced++;
        else prices.push({ symbol, at, price });
      }),
    );
    let settled = 0;
    if (prices.length) {
      const loops = Array.from({ length: PARALLEL_BATCHES }, async () => {
        for (;;) {
          const n = await this.settleOneBatch(cutoff, prices);
          settled += n;
          if (n < SETTLEMENT_BATCH_SIZE) return;
        }
      });
      await Promise.all(loops);
    }
    if (unpriced) this.logger.warn(`${unpriced} instrument instant(s) due by ${cutoff.toISOString()} have no price yet`);
    return { settled, unpriced };
  }

  private async settleOneBatch(cutoff: Date, prices: SettlementPrice[]): Promise<number> {
    const { rows, balances } = await this.ds.transaction(async (m) => {
      const rows = await this.trades.settleBatch(m, cutoff, prices, SETTLEMENT_BATCH_SIZE);
      if (!rows.length) return { rows, balances: new Map<string, Balances>() };
      await this.trades.insertProfits(
        m,
        rows.filter((r) => r.status === 'Won'),
      );
      await this.ledger.settleTrades(
        m,
        rows.map((r) => ({ tradeId: r.id, userId: r.user_id, mode: r.mode, stake: Number(r.amount), returned: Number(r.payout) })),
      );
      return { rows, balances: await this.ledger.balancesOf([...new Set(rows.map((r) => r.user_id))], m) };
    });
    await this.events.settled(rows, balances);
    return rows.length;
  }
}
