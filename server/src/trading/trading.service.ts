import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { SubmitTradeResponse, TradeDto, TradingOptions } from '../contracts/api';
import { INSTRUMENTS_BY_SYMBOL, instrumentsOfType } from '../contracts/instruments';
import { fromCents, toCents } from '../contracts/money';
import { AccountMode, payoutPercent, STRIKE_RATES } from '../contracts/trade-rules';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { badRequest, DomainError } from '../common/domain-error';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { LedgerService } from '../ledger/ledger.service';
import { versionedBalances } from '../ledger/versioned-balances';
import { MarketService } from '../market/market.service';
import { SettlementScheduler } from './settlement.scheduler';
import { SubmitTradeDto } from '../contracts/requests/trade.request';
import { TradeEvents } from './trade-events';
import { toTradeDto } from './trade.mapper';
import { TradesRepository } from './trades.repository';

@Injectable()
export class TradingService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly trades: TradesRepository,
    private readonly ledger: LedgerService,
    private readonly market: MarketService,
    private readonly idempotency: IdempotencyService,
    private readonly scheduler: SettlementScheduler,
    private readonly events: TradeEvents,
  ) {}

  options(): TradingOptions {
    return {
      durations: this.config.tradeDurations,
      strike_rates: [...STRIKE_RATES],
      instruments: { Cryptocurrency: instrumentsOfType('Cryptocurrency'), Currencies: instrumentsOfType('Currencies') },
    };
  }

  /**
   * Opens a trade: in one transaction the ledger holds the stake (user -> escrow) and the trade row
   * is written Pending at the current price; then its expiry second gets its settlement job and its
   * owner the event. A replay of an Idempotency-Key answers the stored result and does neither.
   * Expiry is rounded up to a whole second so one job settles a whole second.
   */
  submit(userId: string, dto: SubmitTradeDto, idempotencyKey?: string): Promise<SubmitTradeResponse> {
    return this.open(userId, dto, { idempotencyKey });
  }

  /**
   * The automated trader's placement, through the same path as a submit: the trade is marked `ats`
   * with its interval (a second one for the same holder and interval is refused by a unique index),
   * and `admit` runs first in the transaction (the holder's daily limit, under a lock).
   */
  placeAutomated(userId: string, dto: SubmitTradeDto, ats: { slot: number; admit: (m: EntityManager) => Promise<void> }): Promise<SubmitTradeResponse> {
    return this.open(userId, dto, { atsSlot: ats.slot, admit: ats.admit });
  }

  /** The holder's latest ATS trades, and how many were placed since 00:00 UTC. */
  async automatedTrades(userId: string, limit: number): Promise<{ today: number; recent: TradeDto[] }> {
    const [today, recent] = await Promise.all([this.trades.atsCountToday(userId), this.trades.atsTradesOf(userId, limit)]);
    return { today, recent: recent.map(toTradeDto) };
  }

  /** ATS trades placed since 00:00 UTC, in the caller's transaction. */
  automatedToday(userId: string, m: EntityManager): Promise<number> {
    return this.trades.atsCountToday(userId, m);
  }

  private async open(
    userId: string,
    dto: SubmitTradeDto,
    o: { idempotencyKey?: string; atsSlot?: number; admit?: (m: EntityManager) => Promise<void> },
  ): Promise<SubmitTradeResponse> {
    const instrument = INSTRUMENTS_BY_SYMBOL.get(dto.symbol)!;
    if (instrument.trading_type !== dto.trading_type) {
      throw badRequest(`Symbol is not a ${dto.trading_type} instrument`, { symbol: `is not a ${dto.trading_type} instrument` });
    }
    if (!this.config.tradeDurations.includes(dto.duration)) {
      const message = `must be one of ${this.config.tradeDurations.join(', ')} seconds`;
      throw badRequest(`Duration ${message}`, { duration: message });
    }
    const option = STRIKE_RATES.find((o) => o.value === dto.strike_rate)!;
    const amount = toCents(dto.amount);
    const quote = await this.market.currentPrice(dto.symbol);
    if (!quote) throw new DomainError('PRICE_UNAVAILABLE', `Prices for ${instrument.name} are unavailable right now, please try again shortly`);

    const { result, replayed } = await this.ds.transaction((m) =>
      this.idempotency.run(m, userId, o.idempotencyKey, dto, async () => {
        await o.admit?.(m);
        const { trade, balances } = await this.ledger.holdStake(m, { userId, mode: dto.mode, amount }, () => {
          const openedAt = new Date();
          const expiresAt = new Date(Math.ceil((openedAt.getTime() + dto.duration * 1000) / 1000) * 1000);
          return this.trades.insert(m, {
            userId,
            mode: dto.mode,
            tradingType: dto.trading_type,
            symbol: dto.symbol,
            tradeMode: dto.trade_mode,
            amount,
            strikeRate: option.value,
            payoutPercent: payoutPercent(option, dto.trade_mode),
            duration: dto.duration,
            openPrice: quote.price,
            openedAt,
            expiresAt,
            atsSlot: o.atsSlot,
          });
        });
        return { amount: fromCents(amount), trade: toTradeDto(trade), ...versionedBalances(balances) };
      }),
    );

    if (!replayed) {
      await this.scheduler.scheduleSecond(Math.floor(new Date(result.trade.expires_at).getTime() / 1000));
      this.events.opened(userId, result);
    }
    return result;
  }

  async list(userId: string, mode: AccountMode): Promise<TradeDto[]> {
    return (await this.trades.listForUser(userId, mode)).map(toTradeDto);
  }
}
