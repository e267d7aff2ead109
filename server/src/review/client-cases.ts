import type { ItemKind } from '../contracts/account';
import type { ClientCase } from '../contracts/backoffice-clients';

/** A client's item as a case, with whose it is (one read serves several clients: the search's). */
export interface OwnedCase extends ClientCase {
  user_id: string;
}

/**
 * How a feature lists its items of these clients as cases, newest first: every item, or only those
 * waiting for staff (the search's open items).
 */
export type ClientCasesReader = (userIds: readonly string[], waitingOnly: boolean) => Promise<OwnedCase[]>;

/** The kinds whose feature must list its cases before the API serves the back office (an adjustment's is optional). */
export const REQUIRED_CASE_KINDS: readonly ItemKind[] = ['deposit', 'withdrawal', 'kyc', 'plan'];

/** Newest first across kinds; two items made at one instant keep a stable order. */
export const newestFirst = (a: ClientCase, b: ClientCase): number =>
  b.created_at.localeCompare(a.created_at) || a.kind.localeCompare(b.kind) || b.id.localeCompare(a.id, 'en', { numeric: true });
