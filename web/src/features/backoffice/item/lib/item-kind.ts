import type { ItemKind } from '@contracts/account';
import type { AdjustmentForStaff } from '@contracts/adjustments';
import {
  type BackofficeItemDetail,
  type BackofficeKycItem,
  type DepositForStaff,
  type PlanRequestForStaff,
  type WithdrawalForStaff,
  AWAITING_SECOND_APPROVAL,
} from '@contracts/backoffice';

/** The kinds this page reviews. */
export type ReviewKind = Extract<ItemKind, 'deposit' | 'withdrawal' | 'kyc' | 'plan' | 'adjustment'>;

/** One item under review with its case (assignee, SLA, flags, notes, timeline), tagged by its kind. */
export type StaffItem =
  | { kind: 'deposit'; data: BackofficeItemDetail<DepositForStaff> }
  | { kind: 'withdrawal'; data: BackofficeItemDetail<WithdrawalForStaff> }
  | { kind: 'kyc'; data: BackofficeItemDetail<BackofficeKycItem> }
  | { kind: 'plan'; data: BackofficeItemDetail<PlanRequestForStaff> }
  | { kind: 'adjustment'; data: BackofficeItemDetail<AdjustmentForStaff> };

/** The API's (and the routes') folder of each kind: /backoffice/deposits/:id. */
export const KIND_SEGMENTS: Record<ReviewKind, string> = {
  deposit: 'deposits',
  withdrawal: 'withdrawals',
  kyc: 'kyc',
  plan: 'plans',
  adjustment: 'adjustments',
};

export const KIND_TITLES: Record<ReviewKind, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  kyc: 'Identity document',
  plan: 'Plan upgrade',
  adjustment: 'Adjustment',
};

export const REVIEW_KINDS = Object.keys(KIND_SEGMENTS) as ReviewKind[];

export const isReviewKind = (kind: string): kind is ReviewKind => (REVIEW_KINDS as string[]).includes(kind);

/** "/backoffice/withdrawals/12" → "withdrawal"; null for any other path. */
export function kindOfPath(pathname: string): ReviewKind | null {
  const segment = /\/backoffice\/([^/]+)\//.exec(pathname)?.[1];
  const found = REVIEW_KINDS.find((kind) => KIND_SEGMENTS[kind] === segment);
  return found ?? null;
}

/** The state the page shows: the review state (four eyes) of a money item, the status of a document. */
export const reviewStateOf = (item: StaffItem): string => (item.kind === 'kyc' ? item.data.status : item.data.review_state);

/** A decision can be taken only while the item waits for one. */
export const isWaiting = (state: string): boolean => state === 'Pending' || state === AWAITING_SECOND_APPROVAL;

/** When the client created the item: its SLA age runs from then. */
export const createdAtOf = (item: StaffItem): string => (item.kind === 'deposit' || item.kind === 'withdrawal' ? item.data.createdAt : item.data.created_at);

export const clientOf = (item: StaffItem): { id: string; name: string; email: string } =>
  item.kind === 'kyc' ? { id: item.data.user_id, name: item.data.client_name, email: item.data.client_email } : item.data.client;

/** Whether the page has a document section (a card deposit says it has no receipt): deposits and identity documents. */
export const hasDocumentSection = (kind: ReviewKind): boolean => kind === 'deposit' || kind === 'kyc';

/** The document to review: a deposit's receipt or an identity document; null for a card deposit, a withdrawal or a plan upgrade. */
export function documentOf(item: StaffItem): { url: string; label: string } | null {
  switch (item.kind) {
    case 'deposit':
      return item.data.receipt_url ? { url: item.data.receipt_url, label: 'Receipt' } : null;
    case 'kyc':
      return { url: item.data.file_url, label: 'Identity document' };
    case 'withdrawal':
    case 'plan':
    case 'adjustment':
      return null;
  }
}

/** The state badge's colour (the app's status--* classes). */
export function stateTone(state: string): 'pending' | 'won' | 'lost' | 'draw' | 'other' {
  if (isWaiting(state) || state === 'Processing') return 'pending';
  if (state === 'Approved' || state === 'Won') return 'won';
  if (state === 'Rejected' || state === 'Failed' || state === 'Lost') return 'lost';
  return state === 'Cancelled' || state === 'Draw' || state === 'Void' ? 'draw' : 'other';
}
