import type { ItemKind } from '@contracts/account';
import type { AccountStatus } from '@contracts/account-status';
import { CLIENT_SEARCH_MAX_LENGTH, CLIENT_SEARCH_MIN_LENGTH, type ClientCase } from '@contracts/backoffice-clients';
import { isReviewKind } from '../../item/lib/item-kind';
import { itemPath } from '../../lib/queues';

/** The client's page. */
export const clientPath = (id: string): string => `/backoffice/clients/${encodeURIComponent(id)}`;

/** The sections of the client's page, in the page's order (the main column's, then the side's): each an anchor of its navigation. */
export const CLIENT_SECTIONS = [
  { id: 'cases', title: 'Cases' },
  { id: 'deposits', title: 'Deposits' },
  { id: 'withdrawals', title: 'Withdrawals' },
  { id: 'trades', title: 'Trades' },
  { id: 'statement', title: 'Statement' },
  { id: 'documents', title: 'Documents' },
  { id: 'sessions', title: 'Sessions' },
  { id: 'logins', title: 'Login history' },
  { id: 'profile', title: 'Profile' },
  { id: 'limits', title: 'Limits & exclusions' },
  { id: 'notes', title: 'Notes' },
] as const;
export type ClientSectionId = (typeof CLIENT_SECTIONS)[number]['id'];

export const sectionTitle = (id: ClientSectionId): string => CLIENT_SECTIONS.find((s) => s.id === id)?.title ?? id;

const KIND_LABELS: Record<ItemKind, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  kyc: 'Identity document',
  plan: 'Plan upgrade',
  adjustment: 'Balance adjustment',
};

/** "Deposit", "Identity document"...; an unknown kind (a note on a newer kind of item) reads as it is. */
export const kindLabel = (kind: string): string => KIND_LABELS[kind as ItemKind] ?? kind;

/** Where an item is reviewed; null for a kind the back office has no item page for. */
export const casePath = (c: Pick<ClientCase, 'kind' | 'id'>): string | null => (isReviewKind(c.kind) ? itemPath(c.kind, c.id) : null);

/** "Deposit #12": how a case is named in lists and links. */
export const caseName = (c: Pick<ClientCase, 'kind' | 'id'>): string => `${kindLabel(c.kind)} #${c.id}`;

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = { active: 'Active', suspended: 'Suspended' };

/** What the search sends for what was typed: trimmed, or null while too short or too long to ask for. */
export function searchTermOf(typed: string): string | null {
  const term = typed.trim();
  return term.length >= CLIENT_SEARCH_MIN_LENGTH && term.length <= CLIENT_SEARCH_MAX_LENGTH ? term : null;
}

/** "3 clients found", "1 client found", "No client found": what the search's live region says. */
export function foundText(count: number): string {
  if (count === 0) return 'No client found';
  return `${count} ${count === 1 ? 'client' : 'clients'} found`;
}
