import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError, notFound } from '../common/domain-error';
import { CLOSE_CUTOFF_MS, CLOSE_QUOTE_VALID_MS, closeValueCents, type CloseQuote } from '../contracts/early-close';
import { INSTRUMENTS_BY_SYMBOL } from '../contracts/instruments';
import { fromCents } from '../contracts/money';
import type { CloseTradeResponse } from '../contracts/trading';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { LedgerService } from '../ledger/ledger.service';
import type { Balances } from '../ledger/ledger.types';
import { versionedBalances } from '../ledger/versioned-balances';
import { MarketService } from '../market/market.service';
import { CloseQuotes } from './close-quotes';
import { ReceiptSealer } from './receipts/receipt-sealer';
import { TradeEvents } from './trade-events';
import { SettledTrade, toTradeHead } from './trade-settled-payload';
import { toTradeDto } from './trade.mapper';
import type { TradeRow } from './trade.types';
import { TradesRepository } from './trades.repository';

export const CLOSE_MESSAGES = {
  notFound: 'Trade not found',
  notOpen: 'This trade has already ended',
  tooLate: `A trade cannot be closed in its last ${CLOSE_CUTOFF_MS / 1000} seconds`,
  quoteExpired: 'The price moved: here is a new quote',
  noPrice: 'Prices for this instrument are unavailable right now, please try again shortly',
  closed: 'Trade closed',
} as const;

/**
 * Early close (DESIGN "Early close"): a quote for an open trade, and the close at that quote while it
 * is valid. The close takes the trade off the Pending list, ends it `Closed` and moves its escrow in one
 * transaction; a settler that took it first wins and the close answers TRADE_NOT_OPEN.
 */
@Injectable()
export class EarlyCloseService {
  private readonly logger = new Logger(EarlyCloseService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly trades: TradesRepository,
    private readonly market: MarketService,
    private readonly ledger: LedgerService,
    private readonly quotes: CloseQuotes,
    private readonly idempotency: IdempotencyService,
    private readonly events: TradeEvents,
    private readonly sealer: ReceiptSealer,
  ) {}

  async quote(userId: string, tradeId: string): Promise<CloseQuote> {
    return this.quoteFor(userId, closable(await this.trades.ownTrade(userId, tradeId), Date.now()));
  }

  /** Closes at the quote while it is valid; otherwise QUOTE_EXPIRED with a fresh quote. A replayed Idempotency-Key answers the close again. */
  async close(userId: string, tradeId: string, quoteId: string, key?: string): Promise<CloseTradeResponse> {
    let closed: SettledTrade | undefined;
    const receiptBatch = randomUUID();
    let balances: Map<string, Balances> | undefined;
    const { result } = await this.ds.transaction((m) =>
      this.idempotency.run(m, userId, key, { close: tradeId, quote_id: quoteId }, async () => {
        const now = Date.now();
        const trade = closable(await this.trades.ownTrade(userId, tradeId), now);
        const terms = this.quotes.read(userId, quoteId);
        if (!terms || terms.tradeId !== trade.id || terms.validUntil < now) {
          throw new DomainError('QUOTE_EXPIRED', CLOSE_MESSAGES.quoteExpired, undefined, await this.quoteFor(userId, trade));
        }
        const row = await this.trades.closeOpen(m, {
          receiptBatch,
          id: trade.id,
          userId,
          closableBefore: new Date(now + CLOSE_CUTOFF_MS),
          price: terms.price,
          closedAt: new Date(now),
          value: terms.value,
        });
        // Settled (or closed) since it was read.
        if (!row) throw new DomainError('TRADE_NOT_OPEN', CLOSE_MESSAGES.notOpen);
        await this.ledger.settleTrades(m, [{ tradeId: row.id, userId, mode: row.mode, stake: Number(row.amount), returned: terms.value }]);
        balances = await this.ledger.balancesOf([userId], m);
        closed = { row, head: toTradeHead(trade) };
        return { trade: toTradeDto({ ...trade, ...row }), ...versionedBalances(mustHave(balances.get(userId))) };
      }),
    );
    // After the commit; not on a replay.
    if (closed && balances) {
      this.events.settled([closed], balances).catch((err: Error) => this.logger.warn(`Close events not sent: ${err.message}`));
      void this.sealer.sealAll([receiptBatch]);
    }
    return result;
  }

  private async quoteFor(userId: string, trade: TradeRow): Promise<CloseQuote> {
    const instrument = INSTRUMENTS_BY_SYMBOL.get(trade.symbol);
    if (!instrument) throw new Error(`No instrument ${trade.symbol}`);
    const tick = (await this.market.currentPrices([trade.symbol])).get(trade.symbol);
    if (!tick) throw new DomainError('PRICE_UNAVAILABLE', CLOSE_MESSAGES.noPrice);
    const now = Date.now();
    const closableUntil = trade.expires_at.getTime() - CLOSE_CUTOFF_MS;
    if (now >= closableUntil) throw new DomainError('CLOSE_TOO_LATE', CLOSE_MESSAGES.tooLate);
    const value = closeValueCents({
      tradeMode: trade.trade_mode,
      openPrice: Number(trade.open_price),
      price: tick.price,
      msLeft: trade.expires_at.getTime() - now,
      volatility: instrument.volatility,
      stakeCents: Number(trade.amount),
      payoutPercent: trade.payout_percent,
      spreadPercent: this.config.closeSpreadPercent,
    });
    const validUntil = Math.min(now + CLOSE_QUOTE_VALID_MS, closableUntil);
    return {
      quote_id: this.quotes.sign(userId, { tradeId: trade.id, value, price: tick.price, validUntil }),
      value: fromCents(value),
      valid_until: new Date(validUntil).toISOString(),
    };
  }
}

/** The trade, when it can be closed now: this user's, open, and not in its last seconds. */
function closable(trade: TradeRow | null, now: number): TradeRow {
  if (!trade) throw notFound(CLOSE_MESSAGES.notFound);
  if (trade.status !== 'Pending') throw new DomainError('TRADE_NOT_OPEN', CLOSE_MESSAGES.notOpen);
  if (trade.expires_at.getTime() - CLOSE_CUTOFF_MS <= now) throw new DomainError('CLOSE_TOO_LATE', CLOSE_MESSAGES.tooLate);
  return trade;
}

function mustHave<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The closed trade owner has no balances');
  return value;
}
