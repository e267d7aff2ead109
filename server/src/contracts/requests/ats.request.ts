import { IsBoolean, IsIn, IsNumber, Max, Min } from 'class-validator';
import { ATS_MAX_STAKE, ATS_MIN_STAKE } from '../ats';
import { INSTRUMENTS } from '../instruments';

/** `PUT /api/ats`. */
export class AtsSettingsRequest {
  @IsBoolean({ message: 'must be true or false' })
  enabled: boolean;

  /** USD per trade, at most two decimals. */
  @Max(ATS_MAX_STAKE, { message: `must be at most ${ATS_MAX_STAKE}` })
  @Min(ATS_MIN_STAKE, { message: `must be at least ${ATS_MIN_STAKE}` })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'must be an amount in dollars with at most two decimals' })
  stake: number;

  @IsIn(INSTRUMENTS.map((i) => i.symbol), { message: 'is not a known instrument' })
  symbol: string;
}
