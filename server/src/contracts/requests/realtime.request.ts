import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { wholeNumberText } from './transforms';

/** `GET /api/realtime/events?after=`: the last sequence number the client applied. */
export class MissedEventsQueryDto {
  @IsOptional()
  @Transform(wholeNumberText)
  @Min(0, { message: 'must be at least 0' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'is too large' })
  @IsInt({ message: 'must be a whole number' })
  after?: number;
}
