import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { STATEMENT_FORMATS, STATEMENT_KINDS, STATEMENT_PAGE_DEFAULT, STATEMENT_PAGE_MAX, type StatementFormat, type StatementKind } from '../statement';
import { ACCOUNT_MODES, type AccountMode } from '../trade-rules';
import { wholeNumberText } from './transforms';

/** A day (2026-11-26), or a moment with its time zone (2026-11-26T09:30:00Z, 2026-11-26T10:30:00+01:00). */
const DATE_OR_MOMENT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const DATE_MESSAGE = 'must be a date (2026-11-26) or a date and time with its time zone (2026-11-26T09:30:00Z)';

/** `kind=deposit,trade_stake` (or the parameter repeated): the list of kinds, each checked. */
const kindList = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'string') return value.split(',');
  if (Array.isArray(value)) return (value as unknown[]).flatMap((v): unknown[] => (typeof v === 'string' ? v.split(',') : [v]));
  return value;
};

/**
 * `GET /api/account/statement`: the client's own account of `mode`, between `from` (included) and `to`
 * (excluded; a day alone means the whole of that day, in UTC), of the listed kinds, one page after `cursor`.
 */
export class StatementQueryDto {
  @IsOptional()
  @IsIn(ACCOUNT_MODES, { message: 'must be demo or real' })
  mode: AccountMode = 'real';

  @IsOptional()
  @IsISO8601({ strict: true }, { message: DATE_MESSAGE })
  @Matches(DATE_OR_MOMENT, { message: DATE_MESSAGE })
  @MaxLength(40, { message: DATE_MESSAGE })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: DATE_MESSAGE })
  @Matches(DATE_OR_MOMENT, { message: DATE_MESSAGE })
  @MaxLength(40, { message: DATE_MESSAGE })
  to?: string;

  @IsOptional()
  @Transform(kindList)
  @IsIn(STATEMENT_KINDS, { each: true, message: 'must be one or more of ' + STATEMENT_KINDS.join(', ') })
  @ArrayMaxSize(STATEMENT_KINDS.length, { message: 'lists too many kinds' })
  kind?: StatementKind[];

  /** The `next_cursor` of the page before. */
  @IsOptional()
  @IsString({ message: 'is invalid' })
  @MaxLength(64, { message: 'is invalid' })
  cursor?: string;

  @IsOptional()
  @Transform(wholeNumberText)
  @Min(1, { message: 'must be at least 1' })
  @Max(STATEMENT_PAGE_MAX, { message: `must be at most ${STATEMENT_PAGE_MAX}` })
  @IsInt({ message: 'must be a whole number' })
  limit: number = STATEMENT_PAGE_DEFAULT;

  /** json (a page), or csv / pdf: a download of the whole range. */
  @IsOptional()
  @IsIn(STATEMENT_FORMATS, { message: 'must be json, csv or pdf' })
  format: StatementFormat = 'json';
}
