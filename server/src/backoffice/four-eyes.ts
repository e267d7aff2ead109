import type { DecisionAction } from '../contracts/account';

/**
 * What a decision does under four eyes: `apply` it to the item, record it as the `first approval`
 * (the item waits for a second approver), or refuse it because the `same approver` approves twice.
 * A rejection, and any item below the limit or without an amount (identity documents), applies at once.
 */
export type FourEyesStep = 'apply' | 'first approval' | 'same approver';

export interface FourEyesInput {
  action: DecisionAction;
  /** The item's amount; undefined for items that are not money. */
  amountCents?: number;
  limitCents: number;
  staffId: string;
  /** Who gave the item's first approval, if it has one. */
  firstApproverId: string | null;
}

export function fourEyesStep({ action, amountCents, limitCents, staffId, firstApproverId }: FourEyesInput): FourEyesStep {
  if (action === 'reject' || amountCents === undefined || amountCents < limitCents) return 'apply';
  if (firstApproverId === null) return 'first approval';
  return firstApproverId === staffId ? 'same approver' : 'apply';
}
