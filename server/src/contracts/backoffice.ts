/** Back-office constants shared by the server and the web app. */
import { ITEM_KINDS, type IdMethod, type ItemKind, type KycStatus, type VerificationStatus } from './account';
import type { BankAccountType, DepositDto, WithdrawalDto } from './funds';
import type { PlanRequestStatus } from './plans';
import type { TradeDto } from './trading';
import type { AccountLimitsDto } from './protections';
import type { CaseDetail, CaseState } from './cases';

/** Default of FOUR_EYES_LIMIT (USD): a money item of this amount or more needs two different approvers. */
export const FOUR_EYES_DEFAULT_LIMIT = 10_000;

/** The state a money item shows after its first approval under four eyes. */
export const AWAITING_SECOND_APPROVAL = 'Awaiting second approval';

export const SAME_APPROVER_MESSAGE = 'A second approval must come from another staff member';

/** The message of a decision's 202: it is recorded, and applied by the worker. */
export const DECISION_ACCEPTED = 'Decision recorded; it is being applied';

/** Nobody decides an item of their own account (DESIGN "Trust"): the API's 403 and the back office's note. */
export const OWN_ITEM_MESSAGE = 'You cannot decide an item of your own account';

/** A staff-made change (an adjustment, a second-factor reset) is approved by two staff members other than its requester. */
export const REQUESTER_MESSAGE = 'You asked for this change: two other staff members must approve it';

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
  /** Balance adjustments and second-factor resets staff asked for. */
  adjustments: QueueSummary;
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

/**
 * A queue item with its review state (its status, or `Awaiting second approval` after a first approval
 * under four eyes: `first_approval_by` is who gave it) and its case: who works it, its SLA state, its flags.
 */
export type BackofficeItem<T> = T &
  CaseState & {
    review_state: string;
    first_approval_by: string | null;
    /** The first approver's e-mail, for the screen to say who approved and that another must. */
    first_approval_email: string | null;
  };

/** An item's own GET: all of the above, with its notes and timeline. */
export type BackofficeItemDetail<T> = BackofficeItem<T> & CaseDetail;

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
  /** When the client's account was opened (a young account flags its items). */
  created_at: string;
}

/** A deposit as staff see it: the client's fields plus what review needs (never a card number: there is none). */
export interface DepositForStaff extends DepositDto {
  user_id: string;
  client: BackofficeClientBrief;
  /** USD per coin at request time. */
  rate: number | null;
  address: string | null;
  gateway_reference: string | null;
  /** The client's transaction id on a public explorer (`txid` is the client's own field); null without one. */
  txid_url: string | null;
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
  /** A rejection's reason, or what the client was asked to fix (`Resubmission requested`). */
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
  file_url: string;
  /** The record whose resubmission request this upload answers: the case reopened (null for a first upload or one after a rejection). */
  previous_id: string | null;
}

/** `GET /api/backoffice/staff`: a staff member or admin, by e-mail (the audit log's staff filter). */
export interface StaffMember {
  id: string;
  email: string;
}

/** What an audit row is about: a review item, a manual balance adjustment, or a client's account (suspend, reset 2FA...). */
export type AuditKind = ItemKind | 'adjustment' | 'client';

/** Every audit kind once (should ITEM_KINDS gain one of the others, it is not listed twice). */
export const AUDIT_KINDS: readonly AuditKind[] = [...new Set<AuditKind>([...ITEM_KINDS, 'adjustment', 'client'])];

/** One row of the append-only audit log. */
export interface AuditEntry {
  id: string;
  actor_id: string | null;
  /** The staff member's e-mail, for the log's readers. */
  actor_email: string | null;
  action: string;
  item_kind: AuditKind;
  item_id: string;
  /** The client whose item or account the row is about (null for rows about no client). */
  client_id: string | null;
  client_email: string | null;
  from_state: string | null;
  to_state: string | null;
  reason: string | null;
  ip: string | null;
  created_at: string;
}

/** `GET /api/backoffice/audit`: newest first; `next_cursor` (when not null) fetches the next, older page. */
export interface AuditPage {
  items: AuditEntry[];
  next_cursor: string | null;
}

/** `GET /api/backoffice/audit?limit=`: the page size when none is asked for, and the most one page holds. */
export const AUDIT_PAGE_DEFAULT = 100;
export const AUDIT_PAGE_MAX = 500;

/** `GET /api/backoffice/audit?format=`: a JSON page, or a CSV download. */
export const AUDIT_FORMATS = ['json', 'csv'] as const;
export type AuditFormat = (typeof AUDIT_FORMATS)[number];

/** The most rows one `format=csv` export holds: the whole filtered log, newest first, cut at this many. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

/** The export's first line, exactly. */
export const AUDIT_CSV_HEADER = 'id,created_at,actor_email,action,item_kind,item_id,client_id,client_email,from_state,to_state,reason,ip';

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
