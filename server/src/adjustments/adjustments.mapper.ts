import { ADJUSTMENT_CHANGES, ADJUSTMENT_STATUSES, type AdjustmentForStaff } from '../contracts/adjustments';
import { fromCents } from '../contracts/money';
import { oneOf } from '../database/narrow-text';
import type { AdjustmentRow } from './adjustments.repository';

/** An adjustment as staff read it, before the back office adds its client. */
export function toAdjustmentForReview(row: AdjustmentRow): Omit<AdjustmentForStaff, 'client'> {
  const change = oneOf(ADJUSTMENT_CHANGES, row.change, 'adjustments.change');
  return {
    adjustment_id: Number(row.id),
    user_id: row.user_id,
    change,
    amount: change === 'reset_2fa' ? null : fromCents(Number(row.amount)),
    reason: row.reason,
    requested_by: row.requested_by,
    requested_by_email: row.requested_by_email,
    status: oneOf(ADJUSTMENT_STATUSES, row.status, 'adjustments.status'),
    decision_reason: row.decision_reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}
