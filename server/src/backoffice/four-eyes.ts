import type { DecisionAction } from '../contracts/account';

/**
 * What a decision does: `apply` it to the item, record it as the `first approval` under four eyes (the
 * item waits for a second approver), or refuse it because the `same approver` approves twice or
 * because the decider owns the item (`own item`: nobody decides their own account's items, in either
 * direction). A rejection, and any item below the limit or without an amount (identity documents),
 * applies at once.
 */
export type FourEyesStep = 'apply' | 'first approval' | 'same approver' | 'own item';

export interface FourEyesInput {
  action: DecisionAction;
  /** The item's amount; undefined for items that are not money. */
  amountCents?: number;
  limitCents: number;
  staffId: string;
  /** The client whose account the item belongs to. */
  ownerId: string;
  /** Who gave the item's first approval, if it has one. */
  firstApproverId: string | null;
}

export function fourEyesStep({ action, amountCents, limitCents, staffId, ownerId, firstApproverId }: FourEyesInput): FourEyesStep {
  if (staffId === ownerId) return 'own item';
  if (action === 'reject' || amountCents === undefined || amountCents < limitCents) return 'apply';
  // The owner's own approval (recorded before this rule) never counts as one of the two.
  const first = firstApproverId === ownerId ? null : firstApproverId;
  if (first === null) return 'first approval';
  return first === staffId ? 'same approver' : 'apply';
}
