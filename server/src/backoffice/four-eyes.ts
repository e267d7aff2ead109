import type { DecisionAction } from '../contracts/account';
import { AWAITING_SECOND_APPROVAL } from '../contracts/backoffice';

/**
 * What a decision does: `apply` it to the item, record it as the `first approval` under four eyes (the
 * item waits for a second approver), or refuse it because the `same approver` approves twice, because
 * the decider owns the item (`own item`: nobody decides their own account's items, in either
 * direction), or because the decider asked for the change (`requester`: a staff-made change is approved
 * by two others; its requester may still reject it). A rejection, and any item below the limit or
 * without an amount (identity documents), applies at once; an item that always needs two never does.
 */
export type FourEyesStep = 'apply' | 'first approval' | 'same approver' | 'own item' | 'requester';

/** Who gave an item its first approval, and whose item it is. */
export interface FirstApproval {
  /** The client whose account the item belongs to. */
  ownerId: string;
  /** Who gave the item's first approval, if it has one. */
  firstApproverId: string | null;
}

export interface FourEyesInput extends FirstApproval {
  action: DecisionAction;
  /** The item's amount; undefined for items that are not money. */
  amountCents?: number;
  limitCents: number;
  staffId: string;
  /** The staff member who asked for a staff-made change (an adjustment): it needs two approvers besides them, whatever its amount. */
  requesterId?: string;
}

/** The first approval four eyes counts: the owner's own (recorded before the own-item rule) never is one of the two. */
export function countedFirstApprover({ ownerId, firstApproverId }: FirstApproval): string | null {
  return firstApproverId === ownerId ? null : firstApproverId;
}

/** The state a waiting item shows: `Awaiting second approval` once it has a first approval that counts, its own otherwise. */
export function stateUnderFourEyes(state: string, approval: FirstApproval): string {
  return countedFirstApprover(approval) === null ? state : AWAITING_SECOND_APPROVAL;
}

export function fourEyesStep(input: FourEyesInput): FourEyesStep {
  const { action, amountCents, limitCents, staffId, ownerId, requesterId } = input;
  if (staffId === ownerId) return 'own item';
  if (action !== 'approve') return 'apply';
  if (staffId === requesterId) return 'requester';
  if (requesterId === undefined && (amountCents === undefined || amountCents < limitCents)) return 'apply';
  const first = countedFirstApprover(input);
  if (first === null) return 'first approval';
  return first === staffId ? 'same approver' : 'apply';
}
