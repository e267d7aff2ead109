import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SubmitTradeResponse, TradeDto, TradingOptions } from '../contracts/api';
import { INSTRUMENTS_BY_SYMBOL, instrumentsOfType } from '../contracts/instruments';
import { fromCents, toCents } from '../contracts/money';
import { AccountMode, payoutPercent, STRIKE_RATES } from '../contracts/trade-rules';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { badRequest, unavailable } from '../common/domain-error';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { InsufficientFundsError } from '../ledger/ledger.repository';
import { LedgerService } from '../ledger/ledger.service';
import { MarketService } from '../market/market.service';
import { RealtimeService } from '../realtime/realtime.service';
import { SettlementScheduler } from './settlement.scheduler';
import { SubmitTradeDto } from './submit-trade.dto';
import { toTradeDto } from './trade.mapper';
import { TradesRepository } from './trades.repository';

const INSUFFICIENT = 'Insufficient balance for this trade';

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
    private readonly realtime: RealtimeService,
  ) {}

  options(): TradingOptions {
    return {
      durations: this.config.tradeDurations,
      strike_rates: [...STRIKE_RATES],
      instruments: { Cryptocurrency: instrumentsOfType('Cryptocurrency'), Currencies: instrumentsOfType('Currencies') },
    };
  }

  /**
   * Opens a trade: in one transaction the stake moves from the user's account of that mode to
   * escrow and the trade row is written Pending at the current price; then its expiry second gets
   * its settlement job. Expiry is rounded up to a whole second so one job settles a whole second.
   */
  async submit(userId: string, dto: SubmitTradeDto, idempotencyKey?: string): Promise<SubmitTradeResponse> {
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
    if (!quote) throw unavailable(`Prices for ${instrument.name} are unavailable right now, please try again shortly`);

    const result = await this.ds
      .transaction((m) =>
        this.idempotency.run(m, userId, idempotencyKey, dto, async () => {
          const accounts = await this.ledger.lockUserAccounts(m, userId, dto.mode);
          if (accounts.balance < amount) throw badRequest(INSUFFICIENT, { amount: 'exceeds the available balance' });
          const openedAt = new Date();
          const expiresAt = new Date(Math.ceil((openedAt.getTime() + dto.duration * 1000) / 1000) * 1000);
          const row = await this.trades.insert(m, {
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
          });
          await this.ledger.holdStake(m, accounts, row.id, amount);
          const after = accounts.balance - amount;
          const [real, demo] = dto.mode === 'real' ? [after, accounts.otherModeBalance] : [accounts.otherModeBalance, after];
          return { amount: fromCents(amount), trade: toTradeDto(row), balance: fromCents(real), demo_balance: fromCents(demo) };
        }),
      )
      .catch((err: unknown) => {
        if (err instanceof InsufficientFundsError) throw badRequest(INSUFFICIENT, { amount: 'exceeds the available balance' });
        throw err;
      });

    await this.scheduler.scheduleSecond(Math.floor(new Date(result.trade.expires_at).getTime() / 1000));
    this.realtime.toUser(userId, 'trade:opened', { trade: result.trade, balance: result.balance, demo_balance: result.demo_balance });
    return result;
  }

  async list(userId: string, mode: AccountMode): Promise<TradeDto[]> {
    return (await this.trades.listForUser(userId, mode)).map(toTradeDto);
  }
}

