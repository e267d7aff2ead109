import { PLAN_REQUEST_STATUSES, type PlanRequestStatus } from '../plans';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { KYC_REJECT_REASONS, VERIFICATION_STATUSES, type KycRejectReason, type VerificationStatus } from '../account';
import { AUDIT_FORMATS, AUDIT_KINDS, AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, type AuditFormat, type AuditKind } from '../backoffice';
import { wholeNumberText } from './transforms';
import { CaseQueueQueryDto } from './queue-query.request';
import { ADJUSTMENT_STATUSES, type AdjustmentStatus } from '../adjustments';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES, type DepositStatus, type WithdrawalStatus } from '../funds';

export const DECISION_NOTE_MAX_LENGTH = 500;

/** `POST /api/backoffice/kyc/:id/approve`: an optional note for the audit log. */
export class ApproveDecisionDto {
  @IsOptional()
  @IsString({ message: 'is invalid' })
  @MaxLength(DECISION_NOTE_MAX_LENGTH, { message: 'is too long' })
  reason?: string;
}

/** `POST /api/backoffice/kyc/:id/reject`: a reason from the list; `Other` needs a text. */
export class RejectDecisionDto {
  @IsIn(KYC_REJECT_REASONS, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  reason: KycRejectReason;

  @ValidateIf((o: RejectDecisionDto) => o.reason === 'Other' || o.text !== undefined)
  @IsNotEmpty({ message: 'is required' })
  @IsString({ message: 'is invalid' })
  @Matches(/\S/, { message: 'is required' })
  @MaxLength(DECISION_NOTE_MAX_LENGTH, { message: 'is too long' })
  text?: string;
}

/** `POST /api/backoffice/deposits|withdrawals/:id/reject`: the reason the client is shown. */
export class RejectFundsDto {
  @IsString({ message: 'is required' })
  @Matches(/\S/, { message: 'is required' })
  @MaxLength(DECISION_NOTE_MAX_LENGTH, { message: 'is too long' })
  reason: string;
}

/** `POST /api/backoffice/withdrawals/:id/approve`: the payout's reference (transaction hash or bank reference). */
export class ApproveWithdrawalDto extends ApproveDecisionDto {
  @IsString({ message: 'is required' })
  @Matches(/\S/, { message: 'is required' })
  @MaxLength(200, { message: 'is too long' })
  payout_reference: string;
}

/** `GET /api/backoffice/deposits?status=&cursor=`: the cursor is the last id of the previous page. */
export class DepositQueueQueryDto extends CaseQueueQueryDto {
  @IsOptional()
  @IsIn(DEPOSIT_STATUSES, { message: 'is invalid' })
  status?: DepositStatus;
}

/** `GET /api/backoffice/withdrawals?status=&cursor=`. */
export class WithdrawalQueueQueryDto extends CaseQueueQueryDto {
  @IsOptional()
  @IsIn(WITHDRAWAL_STATUSES, { message: 'is invalid' })
  status?: WithdrawalStatus;
}

/** `GET /api/backoffice/kyc?status=`. */
export class KycQueueQueryDto extends CaseQueueQueryDto {
  @IsOptional()
  @IsIn(VERIFICATION_STATUSES, { message: 'is invalid' })
  status?: VerificationStatus;
}

/** A day (2026-11-26, in UTC), or a moment with its time zone (2026-11-26T09:30:00.000Z). */
const DAY_OR_MOMENT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const DAY_OR_MOMENT_MESSAGE = 'must be a date (2026-11-26) or a date and time with its time zone (2026-11-26T09:30:00Z)';

/**
 * `GET /api/backoffice/audit?actor=&kind=&item=&client=&from=&to=&cursor=&limit=&format=`: every filter
 * optional; `from` and `to` both included (a day alone is the whole of that day, in UTC); `cursor` is the
 * `next_cursor` of the page before; `format=csv` downloads the whole filtered log instead of a page.
 */
export class AuditQueryDto {
  @IsOptional()
  @IsUUID('all', { message: 'is invalid' })
  actor?: string;

  @IsOptional()
  @IsIn(AUDIT_KINDS, { message: `must be one of ${AUDIT_KINDS.join(', ')}` })
  kind?: AuditKind;

  @IsOptional()
  @IsString({ message: 'is invalid' })
  @MaxLength(100, { message: 'is invalid' })
  item?: string;

  @IsOptional()
  @IsUUID('all', { message: 'is invalid' })
  client?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: DAY_OR_MOMENT_MESSAGE })
  @Matches(DAY_OR_MOMENT, { message: DAY_OR_MOMENT_MESSAGE })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: DAY_OR_MOMENT_MESSAGE })
  @Matches(DAY_OR_MOMENT, { message: DAY_OR_MOMENT_MESSAGE })
  to?: string;

  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'is invalid' })
  cursor?: string;

  @IsOptional()
  @Transform(wholeNumberText)
  @Min(1, { message: 'must be at least 1' })
  @Max(AUDIT_PAGE_MAX, { message: `must be at most ${AUDIT_PAGE_MAX}` })
  @IsInt({ message: 'must be a whole number' })
  limit: number = AUDIT_PAGE_DEFAULT;

  @IsOptional()
  @IsIn(AUDIT_FORMATS, { message: 'must be json or csv' })
  format: AuditFormat = 'json';
}

/** `GET /api/backoffice/plans?status=&cursor=`. */
export class PlanQueueQueryDto extends CaseQueueQueryDto {
  @IsOptional()
  @IsIn(PLAN_REQUEST_STATUSES, { message: 'is invalid' })
  status?: PlanRequestStatus;
}

/** `GET /api/backoffice/adjustments?status=&...`: balance adjustments and second-factor resets. */
export class AdjustmentQueueQueryDto extends CaseQueueQueryDto {
  @IsOptional()
  @IsIn(ADJUSTMENT_STATUSES, { message: 'is invalid' })
  status?: AdjustmentStatus;
}

/** `POST /api/backoffice/kyc/:id/request-resubmission`: what the client must upload again, and why (shown to them). */
export class RequestResubmissionDto {
  // An absent reason breaks every constraint, "too long" included: say what is missing.
  @IsNotEmpty({ message: 'is required' })
  @IsString({ message: 'is required' })
  @Matches(/\S/, { message: 'is required' })
  @MaxLength(DECISION_NOTE_MAX_LENGTH, { message: 'is too long' })
  reason: string;
}
