import { PLAN_REQUEST_STATUSES, type PlanRequestStatus } from '../plans';
import { IsDateString, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ITEM_KINDS, KYC_REJECT_REASONS, type ItemKind, type KycRejectReason } from '../account';
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
export class DepositQueueQueryDto {
  @IsOptional()
  @IsIn(DEPOSIT_STATUSES, { message: 'is invalid' })
  status?: DepositStatus;

  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'is invalid' })
  cursor?: string;
}

/** `GET /api/backoffice/withdrawals?status=&cursor=`. */
export class WithdrawalQueueQueryDto {
  @IsOptional()
  @IsIn(WITHDRAWAL_STATUSES, { message: 'is invalid' })
  status?: WithdrawalStatus;

  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'is invalid' })
  cursor?: string;
}

/** `GET /api/backoffice/kyc?status=`. */
export class KycQueueQueryDto {
  @IsOptional()
  @IsIn(['Pending', 'Approved', 'Rejected'], { message: 'is invalid' })
  status?: 'Pending' | 'Approved' | 'Rejected';
}

/** `GET /api/backoffice/audit?actor=&kind=&item=&from=&to=`. */
export class AuditQueryDto {
  @IsOptional()
  @IsUUID('all', { message: 'is invalid' })
  actor?: string;

  @IsOptional()
  @IsIn(ITEM_KINDS, { message: 'is invalid' })
  kind?: ItemKind;

  @IsOptional()
  @IsString({ message: 'is invalid' })
  @MaxLength(100, { message: 'is invalid' })
  item?: string;

  @IsOptional()
  @IsDateString({}, { message: 'is invalid' })
  from?: string;

  @IsOptional()
  @IsDateString({}, { message: 'is invalid' })
  to?: string;
}

/** `GET /api/backoffice/plans?status=&cursor=`. */
export class PlanQueueQueryDto {
  @IsOptional()
  @IsIn(PLAN_REQUEST_STATUSES, { message: 'is invalid' })
  status?: PlanRequestStatus;

  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'is invalid' })
  cursor?: string;
}
