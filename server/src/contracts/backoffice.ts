/** Back-office constants shared by the server and the web app. */
import type { IdMethod, ItemKind, KycStatus, VerificationStatus } from './account';
import type { BankAccountType, DepositDto, WithdrawalDto } from './funds';
import type { PlanRequestStatus } from './plans';
import type { TradeDto } from './trading';
import type { AccountLimitsDto } from './protections';

/** Default of FOUR_EYES_LIMIT (USD): a money item of this amount or more needs two different approvers. */
export const FOUR_EYES_DEFAULT_LIMIT = 10_000;

/** The state a money item shows after its first approval under four eyes. */
export const AWAITING_SECOND_APPROVAL = 'Awaiting second approval';

export const SAME_APPROVER_MESSAGE = 'A second approval must come from another staff member';

/** The message of a decision's 202: it is recorded, and applied by the worker. */
export const DECISION_ACCEPTED = 'Decision recorded; it is being applied';

/** Nobody decides an item of their own account (DESIGN "Trust"): the API's 403 and the back office's note. */
export const OWN_ITEM_MESSAGE = 'You cannot decide an item of your own account';

/** One review queue of the back office: how many items wait, and for how long the oldest has (seconds). */
export interface QueueSummary {
  pending: number;
  oldest_age_seconds: number | null;
}

/** GET /api/backoffice/summary: each review queue. */
export interface BackofficeSummary {
  kyc: QueueSummary;
  deposits: QueueSummary;
  withdrawals: QueueSummary;
  plans: QueueSummary;
}

/** `GET /api/backoffice/clients/:id`: who the item belongs to, beside the item under review. */
export interface BackofficeClientSummary {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  country: string | null;
  balance: number;
  demo_balance: number;
  kyc_status: KycStatus;
  kyc_reason: string | null;
  trading_plan: string;
  created_at: string;
  /** The five latest of each (real trades only). */
  recent_deposits: DepositDto[];
  recent_withdrawals: WithdrawalDto[];
  recent_trades: TradeDto[];
  /** The client's own limits, pending changes and any time-out or self-exclusion in force: shown, never lifted by staff. */
  protections: AccountLimitsDto;
}

/** A queue item with its review state: its status, or `Awaiting second approval` after a first approval under four eyes. */
export type BackofficeItem<T> = T & {
  review_state: string;
  first_approval_by: string | null;
};

/** `GET /api/backoffice/deposits|withdrawals?status=&cursor=`: oldest first; `next_cursor` fetches the next page. */
export interface BackofficePage<T> {
  items: BackofficeItem<T>[];
  next_cursor: string | null;
}

/** Who a money item belongs to, as the back office's queues show it. */
export interface BackofficeClientBrief {
  id: string;
  name: string;
  email: string;
  kyc_status: KycStatus;
  /** Real balance (USD). */
  balance: number;
  demo_balance: number;
}

/** A deposit as staff see it: the client's fields plus what review needs (never a card number: there is none). */
export interface DepositForStaff extends DepositDto {
  user_id: string;
  client: BackofficeClientBrief;
  /** USD per coin at request time. */
  rate: number | null;
  address: string | null;
  gateway_reference: string | null;
  has_receipt: boolean;
  receipt_url: string | null;
  reviewed_by: string | null;
  decided_at: string | null;
}

/** A withdrawal as staff see it: the full bank details the payout needs. */
export interface WithdrawalForStaff extends WithdrawalDto {
  user_id: string;
  client: BackofficeClientBrief;
  bank_name: string | null;
  account_number: string | null;
  routing_number: string | null;
  account_type: BankAccountType | null;
  payout_reference: string | null;
  reviewed_by: string | null;
  decided_at: string | null;
}

/** `POST /api/backoffice/<kind>/:id/approve|reject` (202): the decision is recorded and will be applied. */
export interface DecisionAccepted {
  decision_id: string;
  /** The item's state when the decision was recorded (it changes once the decision is applied). */
  state: string;
}

/** An identity document in the back office's review queue. */
export interface BackofficeKycItem {
  id: string;
  user_id: string;
  client_name: string;
  client_email: string;
  method: IdMethod;
  status: VerificationStatus;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
  file_url: string;
}

/** One row of the append-only audit log. */
export interface AuditEntry {
  id: string;
  actor_id: string | null;
  /** The staff member's e-mail, for the log's readers. */
  actor_email: string | null;
  action: string;
  item_kind: ItemKind;
  item_id: string;
  from_state: string | null;
  to_state: string | null;
  reason: string | null;
  ip: string | null;
  created_at: string;
}

/** A plan upgrade request as staff see it (`GET /api/backoffice/plans`, `/plans/:id`). */
export interface PlanRequestForStaff {
  plan_request_id: number;
  user_id: string;
  client: BackofficeClientBrief;
  /** The plan held when the upgrade was asked for, and the plan asked for ("Gold-7600"). */
  from_plan: string;
  plan: string;
  /** USD held from the real balance: the price difference. */
  amount: number;
  status: PlanRequestStatus;
  reason: string | null;
  created_at: string;
  reviewed_by: string | null;
  decided_at: string | null;
}
