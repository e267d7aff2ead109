import type { ItemKind } from '@contracts/account';
import type { BackofficeItem, BackofficeKycItem, DepositForStaff, WithdrawalForStaff } from '@contracts/api';
import { AWAITING_SECOND_APPROVAL } from '@contracts/backoffice';

/** The kinds this page reviews (plan upgrades have no item view yet). */
export type ReviewKind = Extract<ItemKind, 'deposit' | 'withdrawal' | 'kyc'>;

/** One item under review, tagged by its kind. */
export type StaffItem =
  | { kind: 'deposit'; data: BackofficeItem<DepositForStaff> }
  | { kind: 'withdrawal'; data: BackofficeItem<WithdrawalForStaff> }
  | { kind: 'kyc'; data: BackofficeKycItem };

/** The API's (and the routes') folder of each kind: /backoffice/deposits/:id. */
export const KIND_SEGMENTS: Record<ReviewKind, string> = { deposit: 'deposits', withdrawal: 'withdrawals', kyc: 'kyc' };

export const KIND_TITLES: Record<ReviewKind, string> = { deposit: 'Deposit', withdrawal: 'Withdrawal', kyc: 'Identity document' };

/** "/backoffice/withdrawals/12" → "withdrawal"; null for any other path. */
export function kindOfPath(pathname: string): ReviewKind | null {
  const segment = /\/backoffice\/([^/]+)\//.exec(pathname)?.[1];
  const found = (Object.keys(KIND_SEGMENTS) as ReviewKind[]).find((kind) => KIND_SEGMENTS[kind] === segment);
  return found ?? null;
}

/** The state the page shows: the review state (four eyes) of a money item, the status of a document. */
export const reviewStateOf = (item: StaffItem): string => (item.kind === 'kyc' ? item.data.status : item.data.review_state);

/** A decision can be taken only while the item waits for one. */
export const isWaiting = (state: string): boolean => state === 'Pending' || state === AWAITING_SECOND_APPROVAL;

export const firstApprovalOf = (item: StaffItem): string | null => (item.kind === 'kyc' ? null : item.data.first_approval_by);

export const clientOf = (item: StaffItem): { id: string; name: string; email: string } =>
  item.kind === 'kyc' ? { id: item.data.user_id, name: item.data.client_name, email: item.data.client_email } : item.data.client;

/** The document to review: a deposit's receipt or an identity document; null for a card deposit or a withdrawal. */
export function documentOf(item: StaffItem): { url: string; label: string } | null {
  switch (item.kind) {
    case 'deposit':
      return item.data.receipt_url ? { url: item.data.receipt_url, label: 'Receipt' } : null;
    case 'kyc':
      return { url: item.data.file_url, label: 'Identity document' };
    case 'withdrawal':
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
