/** Bulk decisions (DESIGN "Back office as a case manager"): one action and reason on selected items, answered item by item. */
import type { DecisionAccepted } from './backoffice';

export const BULK_ACTIONS = ['approve', 'reject'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The most items one bulk request decides. */
export const BULK_MAX_ITEMS = 100;

/** Withdrawals are approved one by one: each needs its own payout reference. */
export const BULK_WITHDRAWAL_APPROVAL = 'Withdrawals are approved one at a time: each needs its payout reference';

/** One item's answer: its decision recorded (and being applied, under its own four eyes), or refused with the status and message a single decision would have had. */
export type BulkItemResult =
  ({ id: string; result: 'accepted' } & DecisionAccepted) | { id: string; result: 'refused'; status: number; code: string; message: string };

/** `POST /api/backoffice/<queue>/bulk` (200): one result per id, in the order asked. */
export interface BulkDecisionResult {
  accepted: number;
  refused: number;
  results: BulkItemResult[];
}
