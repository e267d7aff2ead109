import { IsIn, IsInt, IsNumber, IsPositive, Max, Min } from 'class-validator';
import { INSTRUMENTS, TRADING_TYPES, type TradingType } from '../contracts/instruments';
import { TRADE_LIMITS } from '../contracts/limits';
import { ACCOUNT_MODES, type AccountMode, STRIKE_RATES, TRADE_MODES, type TradeMode } from '../contracts/trade-rules';

export class SubmitTradeDto {
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'must be a number with at most 2 decimals' })
  @Min(TRADE_LIMITS.minAmount, { message: `must be at least ${TRADE_LIMITS.minAmount}` })
  @Max(TRADE_LIMITS.maxAmount, { message: `must be at most ${TRADE_LIMITS.maxAmount}` })
  amount: number;

  /** Checked against the configured durations by the service. */
  @IsInt({ message: 'must be a whole number of seconds' })
  @IsPositive({ message: 'must be a whole number of seconds' })
  duration: number;

  @IsIn(ACCOUNT_MODES, { message: 'must be demo or real' })
  mode: AccountMode;

  @IsIn(STRIKE_RATES.map((o) => o.value), { message: 'is not a payout option' })
  strike_rate: number;

  @IsIn(TRADING_TYPES, { message: `must be one of ${TRADING_TYPES.join(', ')}` })
  trading_type: TradingType;

  @IsIn(INSTRUMENTS.map((i) => i.symbol), { message: 'is not a known instrument' })
  symbol: string;

  @IsIn(TRADE_MODES, { message: 'must be Buy or Sell' })
  trade_mode: TradeMode;
}

export class ListTradesQueryDto {
  @IsIn(ACCOUNT_MODES, { message: 'must be demo or real' })
  mode: AccountMode;
}
