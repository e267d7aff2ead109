import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { BULK_ACTIONS, BULK_MAX_ITEMS, type BulkAction } from '../bulk';
import { DECISION_NOTE_MAX_LENGTH } from './decision.request';

/** `POST /api/backoffice/<queue>/bulk`: up to BULK_MAX_ITEMS ids, one action, one reason (required to reject). */
export class BulkDecisionDto {
  @IsArray({ message: 'must be a list of item ids' })
  @ArrayMinSize(1, { message: 'must name at least one item' })
  @ArrayMaxSize(BULK_MAX_ITEMS, { message: `must name at most ${BULK_MAX_ITEMS} items` })
  @ArrayUnique({ message: 'must not name an item twice' })
  @Matches(/^\d{1,18}$/, { each: true, message: 'must be item ids' })
  ids: string[];

  @IsIn(BULK_ACTIONS, { message: 'must be approve or reject' })
  action: BulkAction;

  @ValidateIf((o: BulkDecisionDto) => o.action === 'reject' || o.reason !== undefined)
  @IsString({ message: 'is required' })
  @Matches(/\S/, { message: 'is required' })
  @MaxLength(DECISION_NOTE_MAX_LENGTH, { message: 'is too long' })
  reason?: string;
}
