import { IsDefined, IsIn, IsInt, IsNotEmpty, IsPositive, IsString, MaxLength } from 'class-validator';
import { INSTRUMENTS, TRADING_TYPES, type TradingType } from '../instruments';
import { ACCOUNT_MODES, type AccountMode, STRIKE_RATES, TRADE_MODES, type TradeMode } from '../trade-rules';
import { IsTradeAmount } from './trade-amount.decorator';

/** `POST /api/trading/submit`. */
export class SubmitTradeDto {
  /** Dollars. */
  @IsTradeAmount()
  amount: number;

  /** Checked against the configured durations by the service. */
  @IsInt({ message: 'must be a whole number of seconds' })
  @IsPositive({ message: 'must be a whole number of seconds' })
  @IsDefined({ message: 'is required' })
  duration: number;

  @IsIn(ACCOUNT_MODES, { message: 'must be demo or real' })
  mode: AccountMode;

  @IsIn(STRIKE_RATES.map((o) => o.value), { message: 'is not a payout option' })
  @IsDefined({ message: 'is required' })
  strike_rate: number;

  @IsIn(TRADING_TYPES, { message: `must be one of ${TRADING_TYPES.join(', ')}` })
  trading_type: TradingType;

  @IsIn(INSTRUMENTS.map((i) => i.symbol), { message: 'is not a known instrument' })
  symbol: string;

  @IsIn(TRADE_MODES, { message: 'must be Buy or Sell' })
  trade_mode: TradeMode;
}

/** `GET /api/trading?mode=`. */
export class ListTradesQueryDto {
  @IsIn(ACCOUNT_MODES, { message: 'must be demo or real' })
  mode: AccountMode;
}

/** `POST /api/trading/trades/:id/close`. */
export class CloseTradeDto {
  /** From `GET /api/trading/trades/:id/quote`. */
  @MaxLength(512, { message: 'is invalid' })
  @IsString({ message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  quote_id: string;
}
