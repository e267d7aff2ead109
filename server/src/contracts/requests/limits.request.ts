import { IsDefined, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { LIMIT_BOUNDS, type LimitName, SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS, type UpdateLimitsRequest } from '../protections';

const applyDecorators =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** A money limit: dollars with at most two decimals within its bounds, or null to remove it. */
function MoneyLimit(name: LimitName): PropertyDecorator {
  const { min, max } = LIMIT_BOUNDS[name];
  return applyDecorators(
    IsOptional(),
    Max(max, { message: `must be at most ${max}` }),
    Min(min, { message: `must be at least ${min}` }),
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'must be an amount in dollars with at most two decimals' }),
  );
}

/** A count or minutes within its bounds, or null to remove it. */
function WholeLimit(name: LimitName): PropertyDecorator {
  const { min, max } = LIMIT_BOUNDS[name];
  return applyDecorators(
    IsOptional(),
    Max(max, { message: `must be at most ${max}` }),
    Min(min, { message: `must be at least ${min}` }),
    IsInt({ message: 'must be a whole number' }),
  );
}

/** `PUT /api/account/limits`: any of the limits; a field left out stays as it is. */
export class UpdateLimitsDto implements UpdateLimitsRequest {
  @MoneyLimit('deposit_day') deposit_day?: number | null;
  @MoneyLimit('deposit_week') deposit_week?: number | null;
  @MoneyLimit('deposit_month') deposit_month?: number | null;
  @MoneyLimit('loss_day') loss_day?: number | null;
  @MoneyLimit('loss_week') loss_week?: number | null;
  @MoneyLimit('loss_month') loss_month?: number | null;
  @MoneyLimit('turnover_day') turnover_day?: number | null;
  @MoneyLimit('turnover_week') turnover_week?: number | null;
  @MoneyLimit('turnover_month') turnover_month?: number | null;
  @WholeLimit('max_open_positions') max_open_positions?: number | null;
  @WholeLimit('session_minutes') session_minutes?: number | null;
  @WholeLimit('reality_check_minutes') reality_check_minutes?: number | null;
}

/** `POST /api/account/time-out`. */
export class TimeOutDto {
  @Max(TIME_OUT_DAYS.max, { message: `must be at most ${TIME_OUT_DAYS.max} days (6 weeks)` })
  @Min(TIME_OUT_DAYS.min, { message: `must be at least ${TIME_OUT_DAYS.min} day` })
  @IsInt({ message: 'must be a whole number of days' })
  @IsDefined({ message: 'is required' })
  days: number;
}

/** `POST /api/account/self-exclusion`. */
export class SelfExclusionDto {
  @Max(SELF_EXCLUSION_MONTHS.max, { message: `must be at most ${SELF_EXCLUSION_MONTHS.max} months (5 years)` })
  @Min(SELF_EXCLUSION_MONTHS.min, { message: `must be at least ${SELF_EXCLUSION_MONTHS.min} months` })
  @IsInt({ message: 'must be a whole number of months' })
  @IsDefined({ message: 'is required' })
  months: number;
}
