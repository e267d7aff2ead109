import type { AdjustmentChange } from '@contracts/adjustments';

/** What an adjustment item changes, in the back office's words. */
export const CHANGE_LABELS: Record<AdjustmentChange, string> = { credit: 'Credit', debit: 'Debit', reset_2fa: 'Second-factor reset' };

/** The message after a request for a change is sent: it waits for two others. */
export const SENT_FOR_APPROVAL = 'Sent for approval: two other staff members must approve it';
