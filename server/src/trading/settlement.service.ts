import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { VOID_REASON_NO_PRICE } from '../contracts/trade-rules';
import { LedgerService } from '../ledger/ledger.service';
import { MarketService } from '../market/market.service';
import { Metrics } from '../metrics/metrics';
import { SETTLE_PRICE_POLL_MS } from '../queue/jobs';
import { ReceiptSealer } from './receipts/receipt-sealer';
import { TradeEvents } from './trade-events';
import { SettledTrade, TradeHead, toTradeHead } from './trade-settled-payload';
import { DueInstant, SettledTradeRow, SettlementPrice } from './trade.types';
import { TradesRepository } from './trades.repository';

/** The largest settlement batch (trades in one transaction). */
export const SETTLEMENT_BATCH_SIZE = 5000;
/** Due instants are priced and settled this many at a time, walking all of them. */
export const DUE_INSTANTS_PAGE = 1000;
const PARALLEL_BATCHES = 2;

export interface SettlementResult {
  /** Trades settled, Void ones included. */
  settled: number;
  voided: number;
  /** Instants due by the cutoff whose price is not decided yet (no later tick, and not long enough). */
  unpriced: number;
  /** Instants whose trades could not be settled (an error); the others were. */
  failed: number;
}

/**
 * Settles every Pending trade due by a cutoff: each at the price of its instrument at its expiry,
 * or Void when there is none, in set-based transactions of up to SETTLEMENT_BATCH_SIZE trades,
 * then tells each owner.
 */
@Injectable()
export class SettlementService {
  private readonly logger = new Logger(SettlementService.name);
  /** Receipt batches settled and not sealed yet: sealed once a settlement run has pushed its events. */
  private readonly toSeal: string[] = [];

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly trades: TradesRepository,
    private readonly ledger: LedgerService,
    private readonly market: MarketService,
    private readonly events: TradeEvents,
    private readonly sealer: ReceiptSealer,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Settles the trades expiring at this epoch second as soon as their prices are decided. The job starts
   * SETTLE_PREPARE_MS before the second to read what never changes of its trades (their heads, events
   * half encoded), so that at the second only what settling sets is read back and encoded. Then it
   * polls for the ticks that decide the prices (the feed ticks just after every second) instead of
   * running later or retrying with backoff. Undecided by `waitUntil`: counted unpriced.
   */
  async settleSecond(second: number, waitUntil: number): Promise<SettlementResult> {
    const cutoff = new Date(second * 1000);
    const from = new Date((second - 1) * 1000);
    const heads = new Map((await this.trades.headsOf({ expiringAt: cutoff })).map((row) => [row.id, toTradeHead(row)]));
    // A trade of another instrument committed after the heads were read is settled all the same, once
    // its price is decided (at worst by the job's retry).
    const instants = heads.size
      ? [...new Set([...heads.values()].map((h) => h.row.symbol))].map((symbol) => ({ symbol, at: cutoff }))
      : await this.trades.dueInstants(cutoff, { from, limit: DUE_INSTANTS_PAGE });
    await sleep(cutoff.getTime() - Date.now());
    await this.awaitPrices(instants, waitUntil);
    return this.settleDue(cutoff, from, heads);
  }

  /**
   * Waits until the price of every instant is decided, polling every SETTLE_PRICE_POLL_MS, or until
   * `deadline` (epoch ms): whichever comes first. True when all are decided.
   */
  async awaitPrices(page: DueInstant[], deadline: number): Promise<boolean> {
    if (!page.length) return true;
    const instants = page.map((i) => ({ symbol: i.symbol, at: i.at.getTime() }));
    for (;;) {
      const decided = await this.market.expiryPrices(instants);
      if (decided.every((d) => d.kind !== 'wait')) return true;
      if (Date.now() >= deadline) return false;
      await sleep(SETTLE_PRICE_POLL_MS);
    }
  }

  /**
   * Settles the trades due by the cutoff (expiring after `from` if given), page by page of instants.
   * `heads`: the heads of some of them read before (the others' are read after their batch).
   */
  async settleDue(cutoff: Date, from?: Date, heads = new Map<string, TradeHead>()): Promise<SettlementResult> {
    const total: SettlementResult = { settled: 0, voided: 0, unpriced: 0, failed: 0 };
    for (let after: DueInstant | undefined; ;) {
      const page = await this.trades.dueInstants(cutoff, { from, after, limit: DUE_INSTANTS_PAGE });
      if (!page.length) break;
      const decided = await this.market.expiryPrices(page.map((i) => ({ symbol: i.symbol, at: i.at.getTime() })));
      const prices: SettlementPrice[] = [];
      page.forEach((instant, k) => {
        const d = decided[k];
        if (d.kind === 'wait') total.unpriced++;
        else prices.push({ ...instant, price: d.kind === 'price' ? d.price : null });
      });
      const done = await this.settleInstants(cutoff, prices, heads);
      total.settled += done.settled;
      total.voided += done.voided;
      total.failed += done.failed;
      if (page.length < DUE_INSTANTS_PAGE) break;
      after = page[page.length - 1];
    }
    // After the events: sealing costs the clients nothing. A process that dies first leaves them to the sweeper.
    void this.sealer.sealAll(this.toSeal.splice(0));
    if (total.unpriced) this.logger.warn(`${total.unpriced} instrument instant(s) due by ${cutoff.toISOString()} have no price yet`);
    return total;
  }

  /**
   * Settles the trades of these instants; the events of each batch go out while the next one runs. When a
   * batch fails, instant by instant, so one bad instant blocks no other.
   */
  private async settleInstants(cutoff: Date, prices: SettlementPrice[], heads: Map<string, TradeHead>): Promise<Omit<SettlementResult, 'unpriced'>> {
    const done = { settled: 0, voided: 0, failed: 0, sent: [] as Promise<void>[] };
    if (!prices.length) return done;
    const size = batchSize(
      prices.reduce((n, p) => n + (p.trades ?? SETTLEMENT_BATCH_SIZE), 0),
      PARALLEL_BATCHES,
    );
    // Each loop settles the trades of its own share of the users: no two touch the same accounts.
    const loops = await Promise.allSettled(
      Array.from({ length: PARALLEL_BATCHES }, async (_, index) => {
        for (;;) {
          const n = await this.settleOneBatch(cutoff, prices, heads, size, done, { count: PARALLEL_BATCHES, index });
          if (n < size) return;
        }
      }),
    );
    await Promise.all(done.sent);
    const failure = loops.find((l): l is PromiseRejectedResult => l.status === 'rejected');
    if (!failure) return done;
    if (prices.length === 1) {
      const { symbol, at } = prices[0];
      this.logger.error(`Could not settle the trades of ${symbol} at ${at.toISOString()}: ${(failure.reason as Error).message}`);
      return { ...done, failed: 1 };
    }
    this.logger.warn(`A settlement batch failed (${(failure.reason as Error).message}); settling instant by instant`);
    for (const p of prices) {
      const one = await this.settleInstants(cutoff, [p], heads);
      done.settled += one.settled;
      done.voided += one.voided;
      done.failed += one.failed;
    }
    return done;
  }

  private async settleOneBatch(
    cutoff: Date,
    prices: SettlementPrice[],
    heads: Map<string, TradeHead>,
    size: number,
    done: { settled: number; voided: number; sent: Promise<void>[] },
    partition: { count: number; index: number },
  ): Promise<number> {
    const outcome = { endTime: new Date(), voidReason: VOID_REASON_NO_PRICE, receiptBatch: randomUUID() };
    const { rows, balances } = await this.ds.transaction(async (m) => {
      const rows = await this.trades.settleBatch(m, cutoff, prices, size, outcome, partition);
      if (!rows.length) return { rows, balances: undefined };
      await this.ledger.settleTrades(
        m,
        rows.map((r) => ({ tradeId: r.id, userId: r.user_id, mode: r.mode, stake: Number(r.amount), returned: Number(r.payout) })),
      );
      return { rows, balances: await this.ledger.balancesOf([...new Set(rows.map((r) => r.user_id))], m) };
    });
    const committedAt = Date.now();
    if (rows.length) this.toSeal.push(outcome.receiptBatch);
    done.settled += rows.length;
    done.voided += rows.filter((r) => r.status === 'Void').length;
    // Sent while the next batch runs; settleDue waits for them all before it returns.
    if (!balances) return rows.length;
    done.sent.push(
      this.withHeads(rows, heads)
        .then((trades) => {
          for (const { head } of trades) this.metrics.settlementLag.observe((committedAt - head.row.expires_at.getTime()) / 1000);
          return this.events.settled(trades, balances);
        })
        .catch((err: Error) => this.logger.warn(`Settlement events not sent: ${err.message}`)),
    );
    return rows.length;
  }

  /** The settled rows with their heads: those read before the second, and the others' read now. */
  private async withHeads(rows: SettledTradeRow[], heads: Map<string, TradeHead>): Promise<SettledTrade[]> {
    const missing = rows.filter((r) => !heads.has(r.id)).map((r) => r.id);
    const read = missing.length ? await this.trades.headsOf({ ids: missing }) : [];
    for (const row of read) heads.set(row.id, toTradeHead(row));
    return rows.map((row) => {
      const head = heads.get(row.id);
      if (!head) throw new Error(`Trade ${row.id} settled but its row is gone`);
      return { row, head };
    });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/**
 * The batch size that settles `trades` in `loops` parallel loops in as few rounds as batches of at most
 * SETTLEMENT_BATCH_SIZE (give or take a tenth) allow, evenly: 20,000 in 2 loops are 2 rounds of 5,250 (5% more than an even
 * share, as the users' shares are not exactly even), not 5,000 + 5,000 + a few hundred more each.
 */
export function batchSize(trades: number, loops: number, max = SETTLEMENT_BATCH_SIZE): number {
  const perLoop = Math.ceil(trades / Math.max(1, loops));
  const rounds = Math.max(1, Math.ceil(perLoop / max));
  return Math.max(1, Math.min(Math.floor(max * 1.1), Math.ceil((perLoop / rounds) * 1.05)));
}
