import { useEffect, useRef, useState } from 'react';
import { AWAITING_SECOND_APPROVAL, OWN_ITEM_MESSAGE } from '@contracts/backoffice';
import { ApiRequestError, errorMessage } from '../../../../shared/api/api-error';
import { Alert } from '../../../../shared/ui/alert';
import { Spinner } from '../../../../shared/ui/spinner';
import { useCurrentUser } from '../../../auth/hooks/use-current-user';
import { isConflict, useDecide } from '../hooks/use-decide';
import { useItemAudit, type RecordedDecision } from '../hooks/use-item-queries';
import type { DecisionAction, DecisionInput } from '../lib/decision-summary';
import { clientOf, firstApprovalOf, isWaiting, reviewStateOf, type StaffItem } from '../lib/item-kind';
import { ApproveConfirm, ApproveWithdrawalForm, ApproveWithNoteForm, RejectKycForm, RejectMoneyForm, type DecisionFormsProps } from './decision-forms';
import { ItemHistory } from './item-history';

interface DecisionPanelProps {
  item: StaffItem;
  itemId: string;
  recorded: RecordedDecision | null;
  onRecorded: (decision: RecordedDecision) => void;
}

/**
 * Approve or reject while the item waits, through a confirm step; then "applying…" until the
 * worker's change reaches the page (socket, or the item's polling), and the item's history.
 */
export function DecisionPanel({ item, itemId, recorded, onRecorded }: DecisionPanelProps) {
  const state = reviewStateOf(item);
  const me = useCurrentUser().data?.id;
  const audit = useItemAudit(item.kind, itemId);
  const decide = useDecide(item.kind, itemId, onRecorded);
  const [open, setOpen] = useState<DecisionAction | null>(null);
  const returnTo = useRef<'approve' | 'reject' | 'heading' | null>(null);
  const approveRef = useRef<HTMLButtonElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const slow = useSlowFlag(recorded);

  const applying = recorded !== null && state === recorded.fromState;
  const justApplied = recorded !== null && !applying;
  // Nobody decides an item of their own account: the server refuses it too (403).
  const ownItem = clientOf(item).id === me;
  const canDecide = isWaiting(state) && !applying && !ownItem;

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

  const firstBy = firstApprovalOf(item);
  const firstByName =
    firstBy === null
      ? null
      : firstBy === me
        ? 'you'
        : (audit.data?.find((e) => e.actor_id === firstBy && e.to_state === AWAITING_SECOND_APPROVAL)?.actor_email ?? firstBy);
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
      {state === AWAITING_SECOND_APPROVAL && (
        <p className="bo-decision__four-eyes" data-testid="bo-four-eyes">
          {AWAITING_SECOND_APPROVAL} (first by {firstByName})
        </p>
      )}
      {shownError && <Alert testId="bo-decision-error">{errorMessage(shownError)}</Alert>}
      {ownItem && isWaiting(state) && (
        <p className="bo-decision__own" data-testid="bo-own-item">
          {OWN_ITEM_MESSAGE}: another staff member decides it.
        </p>
      )}
      {canDecide && open === null && (
        <div className="bo-decision__buttons">
          <button type="button" ref={approveRef} className="btn btn--buy" onClick={() => openForm('approve')} data-testid="bo-approve">
            Approve
          </button>
          <button type="button" ref={rejectRef} className="btn btn--sell" onClick={() => openForm('reject')} data-testid="bo-reject">
            Reject
          </button>
        </div>
      )}
      {canDecide && open === 'approve' && <ApproveForm kind={item.kind} {...formProps} />}
      {canDecide && open === 'reject' && (item.kind === 'kyc' ? <RejectKycForm {...formProps} /> : <RejectMoneyForm {...formProps} />)}
      {!isWaiting(state) && !applying && !justApplied && <p className="muted">No decision is waiting: this item is {state}.</p>}
      <ItemHistory entries={audit.data} />
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
