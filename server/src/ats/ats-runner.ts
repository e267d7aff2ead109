import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ATS_CANDLE_HISTORY, ATS_CANDLE_INTERVAL, ATS_SKIPS, ATS_STRIKE_RATE, atsDuration } from '../contracts/ats';
import { INSTRUMENTS_BY_SYMBOL } from '../contracts/instruments';
import { PROTECTION_CODES } from '../contracts/protections';
import { fromCents } from '../contracts/money';
import { planById, type Plan } from '../contracts/plans';
import type { SubmitTradeDto } from '../contracts/requests/trade.request';
import { analyse, type Verdict } from '../contracts/rules/technical-analysis';
import { DomainError } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isUniqueViolation } from '../database/pg-errors';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { MarketService } from '../market/market.service';
import { TradingService } from '../trading/trading.service';
import { AtsHolder, AtsSettingsRepository } from './ats-settings.repository';

/** The unique index that allows one ATS trade per holder and interval. */
const ONCE_PER_SLOT_INDEX = 'trades_ats_once_per_slot';

/** A placement the holder's state refuses (switched off, the day's trades used): an outcome, not a failure. */
class AtsSkip extends Error {}

/**
 * One round of the automated trader: for each enabled plan holder, a real trade of the stake on the
 * chosen instrument, in the direction of the technical summary of its one-minute candles, through the
 * same path as a client's submit. The interval (slot) names the trade, so two rounds of one interval
 * (two workers, a retry) place it once; the daily count is checked under the holder's row lock.
 */
@Injectable()
export class AtsRunner {
  private readonly logger = new Logger(AtsRunner.name);

  constructor(
    private readonly settings: AtsSettingsRepository,
    private readonly trading: TradingService,
    private readonly market: MarketService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One round for the interval that `scheduledAt` (epoch ms) falls in. */
  async round(scheduledAt = Date.now()): Promise<{ placed: number; skipped: number }> {
    const slot = Math.floor(scheduledAt / (this.config.atsIntervalSeconds * 1000));
    const holders = await this.settings.enabledHolders();
    const verdicts = new Map<string, Promise<Verdict | null>>();
    const verdictOf = (symbol: string) => {
      const known = verdicts.get(symbol);
      if (known) return known;
      const verdict = this.verdict(symbol);
      verdicts.set(symbol, verdict);
      return verdict;
    };
    let placed = 0;
    for (const holder of holders) {
      const outcome = await this.placeFor(holder, slot, verdictOf);
      if (outcome === null) continue;
      if (outcome.placed) placed++;
      await this.settings.recordOutcome(holder.user_id, outcome.text);
    }
    return { placed, skipped: holders.length - placed };
  }

  /** What this holder's turn did; null when another round of the same interval already placed its trade. */
  private async placeFor(
    h: AtsHolder,
    slot: number,
    verdictOf: (symbol: string) => Promise<Verdict | null>,
  ): Promise<{ placed: boolean; text: string } | null> {
    const skip = (text: string) => ({ placed: false, text });
    const plan = planById(h.trading_plan);
    const instrument = INSTRUMENTS_BY_SYMBOL.get(h.symbol);
    const duration = atsDuration(this.config.tradeDurations);
    if (!plan || !instrument) return null;
    if (duration === null) return skip(ATS_SKIPS.noDuration);
    const verdict = await verdictOf(h.symbol);
    if (verdict === null) return skip(ATS_SKIPS.noHistory);
    if (verdict === 'Neutral') return skip(ATS_SKIPS.neutral);

    const stake = fromCents(h.stake);
    const dto: SubmitTradeDto = {
      amount: stake,
      duration,
      mode: 'real',
      strike_rate: ATS_STRIKE_RATE[verdict],
      trading_type: instrument.trading_type,
      symbol: instrument.symbol,
      trade_mode: verdict,
    };
    try {
      await this.trading.placeAutomated(h.user_id, dto, { slot, admit: (m) => this.admit(m, h.user_id, plan) });
      return { placed: true, text: `Placed a ${verdict} trade of $${stake.toFixed(2)} on ${instrument.name}` };
    } catch (err) {
      if (err instanceof AtsSkip) return skip(err.message);
      if (err instanceof InsufficientFundsError) return skip(ATS_SKIPS.shortBalance);
      if (err instanceof DomainError && err.code === 'PRICE_UNAVAILABLE') return skip(ATS_SKIPS.noPrice);
      if (err instanceof DomainError && (PROTECTION_CODES as readonly string[]).includes(err.code)) return skip(err.message);
      if (isUniqueViolation(err, ONCE_PER_SLOT_INDEX)) return null;
      this.logger.error({ userId: h.user_id, err: (err as Error).message }, 'ATS placement failed');
      return skip(ATS_SKIPS.failed);
    }
  }

  /** In the placement's transaction: the trader still on, and today's ATS trades under the plan's number. */
  private async admit(m: EntityManager, userId: string, plan: Plan): Promise<void> {
    if (!(await this.settings.lockEnabled(m, userId))) throw new AtsSkip(ATS_SKIPS.switchedOff);
    if ((await this.trading.automatedToday(userId, m)) >= plan.trades_per_day) throw new AtsSkip(ATS_SKIPS.dailyLimit);
  }

  /** The technical summary of the instrument's one-minute candles (null without enough history). */
  private async verdict(symbol: string): Promise<Verdict | null> {
    const candles = await this.market.candles(symbol, ATS_CANDLE_INTERVAL, ATS_CANDLE_HISTORY);
    return analyse(candles.map((c) => c.close)).summary;
  }
}
