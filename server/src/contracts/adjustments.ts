/**
 * Staff-made changes to a client's account (DESIGN "Back office as a case manager"): a balance
 * adjustment (real money credited from, or debited to, the `adjustments` system account) or a reset of
 * the client's second factor. Each is an item of the `adjustments` queue that two staff members other
 * than its requester approve, whatever its amount.
 */
import type { BackofficeClientBrief } from './backoffice';

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/** What an item of the queue changes: the balance (either way) or the second factor. */
export const ADJUSTMENT_CHANGES = ['credit', 'debit', 'reset_2fa'] as const;
export type AdjustmentChange = (typeof ADJUSTMENT_CHANGES)[number];

export const ADJUSTMENT_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** The largest adjustment one request makes (USD). */
export const ADJUSTMENT_MAX_USD = 1_000_000;

export const ADJUSTMENT_MESSAGES = {
  ownAccount: 'You cannot ask for a change to your own account',
  notClient: 'Only a client account can be adjusted',
  clientNotFound: 'Client not found',
  overdraw: 'The client’s balance is lower than this debit',
  noSecondFactor: 'This client has no second factor to reset',
  oneOpen: 'This client already has a second-factor reset waiting for approval',
} as const;

/** An item of the adjustments queue (`GET /api/backoffice/adjustments`, `/adjustments/:id`). */
export interface AdjustmentForStaff {
  adjustment_id: number;
  user_id: string;
  change: AdjustmentChange;
  /** USD; null for a second-factor reset. */
  amount: number | null;
  reason: string;
  requested_by: string;
  requested_by_email: string;
  status: AdjustmentStatus;
  /** A rejection's reason. */
  decision_reason: string | null;
  created_at: string;
  decided_at: string | null;
  client: BackofficeClientBrief;
}
