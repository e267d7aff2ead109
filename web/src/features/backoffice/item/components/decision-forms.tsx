import { useRef } from 'react';
import { KYC_REJECT_REASONS } from '@contracts/account';
import { DEPOSIT_REJECT_REASONS, WITHDRAWAL_REJECT_REASONS } from '@contracts/funds';
import { ApproveDecisionDto, ApproveWithdrawalDto, DECISION_NOTE_MAX_LENGTH, RejectDecisionDto, RejectFundsDto } from '@contracts/requests/decision.request';
import { useApiForm } from '../../../../shared/forms/use-api-form';
import { SelectField } from '../../../../shared/ui/select-field';
import { TextAreaField } from '../../../../shared/ui/textarea-field';
import { TextField } from '../../../../shared/ui/text-field';
import { PLAN_REJECT_REASONS } from '../../lib/plans';
import { decisionSummary, type DecisionAction, type DecisionInput } from '../lib/decision-summary';
import type { StaffItem } from '../lib/item-kind';
import { DecisionForm } from './decision-form';

export interface DecisionFormsProps {
  item: StaffItem;
  /** Sends the decision; rejects with the API's error (field errors land on their fields). */
  send: (action: DecisionAction, input: DecisionInput) => Promise<unknown>;
  sending: boolean;
  onCancel: () => void;
}

/** Approving a deposit or a document: nothing to fill in, only the confirm step. */
export function ApproveConfirm({ item, send, sending, onCancel }: DecisionFormsProps) {
  const busy = useRef(false);
  return (
    <DecisionForm
      title="Approve"
      summary={decisionSummary(item, 'approve')}
      confirmLabel="Confirm approval"
      variant="buy"
      sending={sending}
      onCancel={onCancel}
      onSubmit={async (e) => {
        e.preventDefault();
        if (busy.current) return;
        busy.current = true;
        await send('approve', {}).catch(() => undefined);
        busy.current = false;
      }}
    />
  );
}

/** Approving a withdrawal: the payout's reference (transaction hash or bank reference) is required. */
export function ApproveWithdrawalForm({ item, send, sending, onCancel }: DecisionFormsProps) {
  const form = useApiForm(ApproveWithdrawalDto, { defaultValues: { payout_reference: '' } });
  const reference = form.watch('payout_reference');
  return (
    <DecisionForm
      title="Approve: mark as paid"
      summary={decisionSummary(item, 'approve', { payout_reference: reference })}
      confirmLabel="Confirm payout"
      variant="buy"
      sending={sending || form.formState.isSubmitting}
      onCancel={onCancel}
      onSubmit={form.submit((v) => send('approve', { payout_reference: v.payout_reference.trim() }))}
    >
      <TextField
        label="Payout reference"
        hint="The transaction hash or the bank's reference of the payment you made"
        autoComplete="off"
        maxLength={200}
        testId="bo-payout-reference"
        error={form.errorOf('payout_reference')}
        {...form.register('payout_reference')}
      />
    </DecisionForm>
  );
}

/** Approving a plan upgrade: an optional note for the audit log (the client is not shown it). */
export function ApproveWithNoteForm({ item, send, sending, onCancel }: DecisionFormsProps) {
  const form = useApiForm(ApproveDecisionDto, { defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  return (
    <DecisionForm
      title="Approve"
      summary={decisionSummary(item, 'approve', { reason })}
      confirmLabel="Confirm approval"
      variant="buy"
      sending={sending || form.formState.isSubmitting}
      onCancel={onCancel}
      onSubmit={form.submit((v) => send('approve', { reason: v.reason?.trim() || undefined }))}
    >
      <TextAreaField
        label="Note (optional, for the audit log)"
        rows={2}
        maxLength={DECISION_NOTE_MAX_LENGTH}
        testId="bo-note"
        error={form.errorOf('reason')}
        {...form.register('reason')}
      />
    </DecisionForm>
  );
}

/** The quick picks of each kind's rejection; `Other` is left out: the reason's field is the other. */
const REJECT_PICKS: Record<'deposit' | 'withdrawal' | 'plan' | 'adjustment', readonly string[]> = {
  deposit: DEPOSIT_REJECT_REASONS,
  withdrawal: WITHDRAWAL_REJECT_REASONS,
  plan: PLAN_REJECT_REASONS,
  adjustment: [],
};

/** Rejecting a deposit, a withdrawal, a plan upgrade (a reason the client is shown; quick picks fill it in) or an adjustment (a reason staff read). */
export function RejectMoneyForm({ item, send, sending, onCancel }: DecisionFormsProps) {
  const form = useApiForm(RejectFundsDto, { defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const picks = (item.kind === 'kyc' ? [] : REJECT_PICKS[item.kind]).filter((r) => r !== 'Other');
  return (
    <DecisionForm
      title="Reject"
      summary={decisionSummary(item, 'reject', { reason })}
      confirmLabel="Confirm rejection"
      variant="sell"
      sending={sending || form.formState.isSubmitting}
      onCancel={onCancel}
      onSubmit={form.submit((v) => send('reject', { reason: v.reason.trim() }))}
    >
      {picks.length > 0 && (
        <div className="bo-decision__picks" role="group" aria-label="Common reasons">
          {picks.map((pick) => (
            <button
              key={pick}
              type="button"
              className="bo-chip"
              aria-pressed={reason === pick}
              onClick={() => form.setValue('reason', pick, { shouldValidate: form.formState.isSubmitted })}
            >
              {pick}
            </button>
          ))}
        </div>
      )}
      <TextAreaField
        label={item.kind === 'adjustment' ? 'Reason' : 'Reason (the client sees it)'}
        rows={3}
        maxLength={DECISION_NOTE_MAX_LENGTH}
        testId="bo-reason"
        error={form.errorOf('reason')}
        {...form.register('reason')}
      />
    </DecisionForm>
  );
}

/** Rejecting an identity document: a reason from the list, with a text (required for Other). */
export function RejectKycForm({ item, send, sending, onCancel }: DecisionFormsProps) {
  const form = useApiForm(RejectDecisionDto, { defaultValues: { reason: undefined, text: undefined } });
  const [reason, text] = form.watch(['reason', 'text']);
  // An absent text breaks all of the field's constraints, "too long" included: say what is missing instead.
  const textError = form.errorOf('text') && !text?.trim() ? 'Details are required when the reason is Other' : form.errorOf('text');
  return (
    <DecisionForm
      title="Reject the document"
      summary={decisionSummary(item, 'reject', { reason, text })}
      confirmLabel="Confirm rejection"
      variant="sell"
      sending={sending || form.formState.isSubmitting}
      onCancel={onCancel}
      onSubmit={form.submit((v) => send('reject', { reason: v.reason, text: v.text?.trim() || undefined }))}
    >
      <SelectField
        label="Reason"
        testId="bo-reason"
        error={form.errorOf('reason')}
        defaultValue=""
        {...form.register('reason', { setValueAs: blankToUndefined })}
      >
        <option value="" disabled>
          Choose a reason
        </option>
        {KYC_REJECT_REASONS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={reason === 'Other' ? 'Details (required)' : 'Details (optional)'}
        rows={3}
        maxLength={DECISION_NOTE_MAX_LENGTH}
        testId="bo-reason-text"
        error={textError}
        {...form.register('text', { setValueAs: blankToUndefined })}
      />
    </DecisionForm>
  );
}

/** An empty field is an absent one: the API checks `text` whenever it is sent. */
function blankToUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}
