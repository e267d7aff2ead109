import { IsIn, IsNumber, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_MAX_USD, type AdjustmentDirection } from '../adjustments';
import { DECISION_NOTE_MAX_LENGTH } from './decision.request';

/** `POST /api/backoffice/clients/:id/adjustments`: USD with at most two decimals, which way, and why. */
export class AdjustmentRequestDto {
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'must be an amount in USD with at most 2 decimals' })
  @Min(0.01, { message: 'must be at least 0.01' })
  @Max(ADJUSTMENT_MAX_USD, { message: `must be at most ${ADJUSTMENT_MAX_USD}` })
  amount: number;

  @IsIn(ADJUSTMENT_DIRECTIONS, { message: 'must be credit or debit' })
  direction: AdjustmentDirection;

  @IsString({ message: 'is required' })
  @Matches(/\S/, { message: 'is required' })
  @MaxLength(DECISION_NOTE_MAX_LENGTH, { message: 'is too long' })
  reason: string;
}

/** `POST /api/backoffice/clients/:id/reset-2fa`: why (the client asked, having lost their device). */
export class ResetTwoFactorDto {
  @IsString({ message: 'is required' })
  @Matches(/\S/, { message: 'is required' })
  @MaxLength(DECISION_NOTE_MAX_LENGTH, { message: 'is too long' })
  reason: string;
}
