import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { CANDLE_INTERVALS, type CandleInterval } from '../market';
import { INSTRUMENTS } from '../instruments';
import { wholeNumberText } from './transforms';

/** `GET /api/market/candles`. */
export class CandlesQueryDto {
  @IsIn(INSTRUMENTS.map((i) => i.symbol), { message: 'is not a known instrument' })
  symbol: string;

  @IsOptional()
  @IsIn(CANDLE_INTERVALS, { message: `must be one of ${CANDLE_INTERVALS.join(', ')}` })
  interval: CandleInterval = '1m';

  @IsOptional()
  @Transform(wholeNumberText)
  @Min(1, { message: 'must be at least 1' })
  @Max(1000, { message: 'must be at most 1000' })
  @IsInt({ message: 'must be a whole number' })
  limit = 300;
}

/** The most seconds one `GET /api/market/commitments` answers. */
export const COMMITMENTS_MAX_SECONDS = 300;

/** `GET /api/market/commitments?from=&to=`: epoch seconds, both included; without them, the last minute. */
export class CommitmentsQueryDto {
  @IsOptional()
  @Transform(wholeNumberText)
  @Min(0, { message: 'must be an epoch second' })
  @IsInt({ message: 'must be a whole number of epoch seconds' })
  from?: number;

  @IsOptional()
  @Transform(wholeNumberText)
  @Min(0, { message: 'must be an epoch second' })
  @IsInt({ message: 'must be a whole number of epoch seconds' })
  to?: number;
}
