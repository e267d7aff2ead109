import { IsIn, IsOptional, Matches } from 'class-validator';
import { ASSIGNEE_FILTERS, QUEUE_SORTS, SLA_STATES, type AssigneeFilter, type QueueSort, type SlaState } from '../cases';

/**
 * What every paged queue's page takes besides its status: who works the items (`assignee=me|unassigned|any`),
 * their SLA state, `awaiting=me` (waiting for the reader's second approval), the order, and the cursor
 * the page before answered (an id; `<amount in cents>:<id>` when sorted by amount).
 */
export class CaseQueueQueryDto {
  @IsOptional()
  @IsIn(ASSIGNEE_FILTERS, { message: 'is invalid' })
  assignee?: AssigneeFilter;

  @IsOptional()
  @IsIn(SLA_STATES, { message: 'is invalid' })
  sla?: SlaState;

  @IsOptional()
  @IsIn(['me'], { message: 'is invalid' })
  awaiting?: 'me';

  @IsOptional()
  @IsIn(QUEUE_SORTS, { message: 'is invalid' })
  sort?: QueueSort;

  @IsOptional()
  @Matches(/^(\d{1,18}:)?\d{1,18}$/, { message: 'is invalid' })
  cursor?: string;
}
