import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { SubmitTradeResponse, TradeDto, TradingOptions } from '../contracts/trading';
import { INSTRUMENTS_BY_SYMBOL, instrumentsOfType } from '../contracts/instruments';
import { AccountMode, STRIKE_RATES } from '../contracts/trade-rules';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { badRequest } from '../common/domain-error';
import { SubmitTradeDto } from '../contracts/requests/trade.request';
import { TradeOpener } from './trade-opener';
import { toTradeDto } from './trade.mapper';
import { TradesRepository } from './trades.repository';

@Injectable()
export class TradingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly trades: TradesRepository,
    private readonly opener: TradeOpener,
  ) {}

  options(): TradingOptions {
    return {
      durations: this.config.tradeDurations,
      strike_rates: [...STRIKE_RATES],
      instruments: { Cryptocurrency: instrumentsOfType('Cryptocurrency'), Currencies: instrumentsOfType('Currencies') },
    };
  }

  /** Opens a trade (TradeOpener); a replay of an Idempotency-Key answers the stored result. */
  async submit(userId: string, dto: SubmitTradeDto, idempotencyKey?: string, sessionId?: string): Promise<SubmitTradeResponse> {
    this.validate(dto);
    return this.opener.open({ userId, dto, idempotencyKey, sessionId });
  }

  /**
   * The automated trader's placement, through the same path as a submit: the trade is marked `ats`
   * with its interval (a second one for the same holder and interval is refused by a unique index),
   * and `admit` runs first in the transaction (the holder's daily limit, under a lock).
   */
  async placeAutomated(userId: string, dto: SubmitTradeDto, ats: { slot: number; admit: (m: EntityManager) => Promise<void> }): Promise<SubmitTradeResponse> {
    this.validate(dto);
    return this.opener.open({ userId, dto, ats });
  }

  /** The holder's latest ATS trades, and how many were placed since 00:00 UTC. */
  async automatedTrades(userId: string, limit: number): Promise<{ today: number; recent: TradeDto[] }> {
    const today = await this.trades.atsCountToday(userId);
    const recent = await this.trades.atsTradesOf(userId, limit);
    return { today, recent: recent.map(toTradeDto) };
  }

  /** ATS trades placed since 00:00 UTC, in the caller's transaction. */
  automatedToday(userId: string, m: EntityManager): Promise<number> {
    return this.trades.atsCountToday(userId, m);
  }

  /** What the DTO's own rules cannot see: the instrument's category and the configured durations. */
  private validate(dto: SubmitTradeDto): void {
    // The DTO admits only the instruments' symbols.
    const instrument = INSTRUMENTS_BY_SYMBOL.get(dto.symbol);
    if (!instrument) throw new Error(`No instrument ${dto.symbol}`);
    if (instrument.trading_type !== dto.trading_type) {
      throw badRequest(`Symbol is not a ${dto.trading_type} instrument`, { symbol: `is not a ${dto.trading_type} instrument` });
    }
    if (!this.config.tradeDurations.includes(dto.duration)) {
      const message = `must be one of ${this.config.tradeDurations.join(', ')} seconds`;
      throw badRequest(`Duration ${message}`, { duration: message });
    }
  }

  async list(userId: string, mode: AccountMode): Promise<TradeDto[]> {
    return (await this.trades.listForUser(userId, mode)).map(toTradeDto);
  }
}
