import type { DecisionAction, ItemKind } from '../contracts/account';

/** A decision as the API records it. */
export interface NewDecision {
  kind: ItemKind;
  itemId: string;
  staffId: string;
  action: DecisionAction;
  reason: string | null;
  /** An approved withdrawal's payout reference. */
  payoutReference?: string | null;
  ip: string | null;
}
