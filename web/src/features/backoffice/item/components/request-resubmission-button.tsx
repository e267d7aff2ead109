import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope } from '@contracts/api';
import type { DecisionAccepted } from '@contracts/backoffice';
import { DECISION_NOTE_MAX_LENGTH, RequestResubmissionDto } from '@contracts/requests/decision.request';
import { ApiRequestError, errorMessage } from '../../../../shared/api/api-error';
import { apiRequest } from '../../../../shared/api/http-client';
import { backofficeKeys } from '../../../../shared/api/query-keys';
import { useApiForm } from '../../../../shared/forms/use-api-form';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/modal';
import { TextAreaField } from '../../../../shared/ui/textarea-field';
import { DECISION_POLL_FOR_MS, type RecordedDecision } from '../hooks/use-item-queries';
import type { StaffItem } from '../lib/item-kind';

interface RequestResubmissionButtonProps {
  item: StaffItem;
  itemId: string;
  /** Why the decision buttons are disabled (the reader's own account, another's claim); null when they are live. */
  blockedBy: string | null;
  /** The id of the sentence that says why, when blocked. */
  describedBy?: string;
  onRecorded: (decision: RecordedDecision) => void;
}

/**
 * "Ask for a new document": instead of rejecting an identity document, staff tell the client what to fix
 * (`POST /api/backoffice/kyc/:id/request-resubmission { reason }`, the client is shown the reason). The
 * 202 hands the page the recorded decision, as Approve and Reject do. Nothing for other kinds of item.
 */
export function RequestResubmissionButton({ item, itemId, blockedBy, describedBy, onRecorded }: RequestResubmissionButtonProps) {
  const [open, setOpen] = useState(false);
  if (item.kind !== 'kyc') return null;
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => setOpen(true)}
        disabled={blockedBy !== null}
        aria-describedby={blockedBy ? describedBy : undefined}
        data-testid="bo-request-resubmission"
      >
        Ask for a new document
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Ask for a new document" size="medium" testId="bo-resubmission-dialog">
        {/* A fresh form each time it opens. */}
        {open && (
          <ResubmissionForm
            itemId={itemId}
            client={item.data.client_name || item.data.client_email}
            onClose={() => setOpen(false)}
            onRecorded={(decision) => {
              setOpen(false);
              onRecorded(decision);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function ResubmissionForm({
  itemId,
  client,
  onClose,
  onRecorded,
}: {
  itemId: string;
  client: string;
  onClose: () => void;
  onRecorded: (decision: RecordedDecision) => void;
}) {
  const queryClient = useQueryClient();
  const form = useApiForm(RequestResubmissionDto, { defaultValues: { reason: '' } });
  const send = useMutation({
    mutationFn: async (reason: string) =>
      (
        await apiRequest<ApiEnvelope<DecisionAccepted>>(`/backoffice/kyc/${encodeURIComponent(itemId)}/request-resubmission`, {
          method: 'POST',
          body: { reason },
          auth: true,
        })
      ).data,
    onSuccess: (accepted) => onRecorded({ decisionId: accepted.decision_id, fromState: accepted.state, pollUntil: Date.now() + DECISION_POLL_FOR_MS }),
    // Decided or claimed meanwhile: the item is read again so the page shows why.
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) void queryClient.invalidateQueries({ queryKey: backofficeKeys.item('kyc', itemId) });
    },
  });
  const failure = form.formState.errors.root?.message;
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.submit(async (v) => {
        try {
          await send.mutateAsync(v.reason.trim());
        } catch (error) {
          // A field error goes back to its field (use-api-form); anything else is said above the buttons.
          if (!(error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0)) form.setError('root', { message: errorMessage(error) });
          throw error;
        }
      })}
    >
      <p className="modal__text">
        {client} is asked to upload their identity document again, with what to fix; the document is not rejected, and their withdrawals stay blocked until a
        new one is approved.
      </p>
      <TextAreaField
        label="What to fix (the client sees it)"
        placeholder="The photo is blurred: upload a sharp picture of the whole document"
        rows={3}
        maxLength={DECISION_NOTE_MAX_LENGTH}
        testId="bo-resubmission-reason"
        error={form.errorOf('reason')}
        {...form.register('reason')}
      />
      {failure && <Alert testId="bo-resubmission-error">{failure}</Alert>}
      <div className="modal__actions">
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting} testId="bo-resubmission-confirm">
          Ask for a new document
        </Button>
      </div>
    </form>
  );
}
