import { useEffect, useId, useRef, useState } from 'react';
import { AWAITING_SECOND_APPROVAL } from '@contracts/backoffice';
import { ApiRequestError, errorMessage } from '../../../../shared/api/api-error';
import { Alert } from '../../../../shared/ui/alert';
import { Spinner } from '../../../../shared/ui/spinner';
import { isConflict, useDecide } from '../hooks/use-decide';
import type { RecordedDecision } from '../hooks/use-item-queries';
import { decisionBlocks, fourEyesText } from '../lib/case-view';
import type { DecisionAction, DecisionInput } from '../lib/decision-summary';
import { isWaiting, reviewStateOf, type StaffItem } from '../lib/item-kind';
import { ApproveConfirm, ApproveWithdrawalForm, ApproveWithNoteForm, RejectKycForm, RejectMoneyForm, type DecisionFormsProps } from './decision-forms';
import { RequestResubmissionButton } from './request-resubmission-button';

interface DecisionPanelProps {
  item: StaffItem;
  itemId: string;
  /** The reader's user id (undefined while it loads). */
  me: string | undefined;
  recorded: RecordedDecision | null;
  onRecorded: (decision: RecordedDecision) => void;
}

/**
 * Approve or reject while the item waits, through a confirm step; then "applying…" until the
 * worker's change reaches the page (socket, or the item's polling). A decision the server would refuse
 * (the reader's own account, another's claim, a second approval by the first approver) is a disabled
 * button with the reason beside it.
 */
export function DecisionPanel({ item, itemId, me, recorded, onRecorded }: DecisionPanelProps) {
  const state = reviewStateOf(item);
  const blockedId = useId();
  const decide = useDecide(item.kind, itemId, onRecorded);
  const [open, setOpen] = useState<DecisionAction | null>(null);
  const returnTo = useRef<'approve' | 'reject' | 'heading' | null>(null);
  const approveRef = useRef<HTMLButtonElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const slow = useSlowFlag(recorded);

  const applying = recorded !== null && state === recorded.fromState;
  const justApplied = recorded !== null && !applying;
  const canDecide = isWaiting(state) && !applying;
  const blocks = decisionBlocks(item, me);
  // A form stays open only while its decision may be taken (a claim or a first approval heard live closes it).
  const shown = open !== null && blocks[open] === null ? open : null;
  // One sentence when both buttons are blocked for the same reason.
  const reasons = [...new Set([blocks.approve, blocks.reject].filter((r): r is string => r !== null))];

  // Focus goes back where the reviewer was: the button that opened the form, or the panel after a decision.
  useEffect(() => {
    if (open !== null || !returnTo.current) return;
    const target = { approve: approveRef, reject: rejectRef, heading: headingRef }[returnTo.current].current;
    returnTo.current = null;
    target?.focus();
  }, [open]);

  const openForm = (action: DecisionAction) => {
    decide.reset();
    setOpen(action);
  };
  const close = (focus: 'approve' | 'reject' | 'heading') => {
    returnTo.current = focus;
    setOpen(null);
  };
  const send = async (action: DecisionAction, input: DecisionInput) => {
    try {
      await decide.mutateAsync({ action, input });
      close('heading');
    } catch (error) {
      if (isConflict(error)) close('heading');
      throw error;
    }
  };

  const firstBy = item.data.first_approval_by === null ? null : (item.data.first_approval_email ?? item.data.first_approval_by);
  const shownError = decide.error && !hasFieldErrors(decide.error) ? decide.error : null;
  const formProps = { item, send, sending: decide.isPending, onCancel: () => close(open ?? 'approve') };

  return (
    <section className="card panel bo-decision" aria-labelledby="bo-decision-title">
      <h2 id="bo-decision-title" className="panel__title bo-decision__title" ref={headingRef} tabIndex={-1}>
        Decision
      </h2>
      {applying && (
        <div className="alert alert--info bo-decision__progress" role="status" data-testid="bo-applying">
          <Spinner small label="Applying" />
          {slow ? 'Decision recorded; still applying. This page updates as soon as it is applied.' : 'Decision recorded; applying…'}
        </div>
      )}
      {justApplied && (
        <Alert tone="success" testId="bo-applied">
          {state === AWAITING_SECOND_APPROVAL
            ? 'First approval recorded: another staff member must approve it too.'
            : `Decision applied: the item is now ${state}.`}
        </Alert>
      )}
      {state === AWAITING_SECOND_APPROVAL && firstBy !== null && (
        <p className="bo-decision__four-eyes" data-testid="bo-four-eyes">
          {fourEyesText(firstBy)}
        </p>
      )}
      {shownError && <Alert testId="bo-decision-error">{errorMessage(shownError)}</Alert>}
      {canDecide && shown === null && (
        <>
          <div className="bo-decision__buttons">
            <button
              type="button"
              ref={approveRef}
              className="btn btn--buy"
              onClick={() => openForm('approve')}
              disabled={blocks.approve !== null}
              aria-describedby={blocks.approve ? blockedId : undefined}
              data-testid="bo-approve"
            >
              Approve
            </button>
            <button
              type="button"
              ref={rejectRef}
              className="btn btn--sell"
              onClick={() => openForm('reject')}
              disabled={blocks.reject !== null}
              aria-describedby={blocks.reject ? blockedId : undefined}
              data-testid="bo-reject"
            >
              Reject
            </button>
            <RequestResubmissionButton item={item} itemId={itemId} blockedBy={blocks.reject} describedBy={blockedId} onRecorded={onRecorded} />
          </div>
          {reasons.length > 0 && (
            <p id={blockedId} className="bo-decision__blocked" data-testid="bo-decision-blocked">
              {reasons.join(' ')}
            </p>
          )}
        </>
      )}
      {canDecide && shown === 'approve' && <ApproveForm kind={item.kind} {...formProps} />}
      {canDecide && shown === 'reject' && (item.kind === 'kyc' ? <RejectKycForm {...formProps} /> : <RejectMoneyForm {...formProps} />)}
      {!isWaiting(state) && !applying && !justApplied && <p className="muted">No decision is waiting: this item is {state}.</p>}
    </section>
  );
}

/** Each kind's approval: a withdrawal's payout reference, a plan upgrade's optional note, else the confirm step alone. */
function ApproveForm({ kind, ...props }: DecisionFormsProps & { kind: StaffItem['kind'] }) {
  if (kind === 'withdrawal') return <ApproveWithdrawalForm {...props} />;
  if (kind === 'plan') return <ApproveWithNoteForm {...props} />;
  return <ApproveConfirm {...props} />;
}

/** A 400 whose field errors are shown under their fields, rather than as a message above them. */
function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 400 && Object.keys(error.fieldErrors).length > 0;
}

/** True once a recorded decision has been polled for its whole window without being seen applied. */
function useSlowFlag(recorded: RecordedDecision | null): boolean {
  const [slowFor, setSlowFor] = useState<string | null>(null);
  useEffect(() => {
    if (!recorded) return;
    const timer = setTimeout(() => setSlowFor(recorded.decisionId), Math.max(0, recorded.pollUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [recorded]);
  return recorded !== null && slowFor === recorded.decisionId;
}
