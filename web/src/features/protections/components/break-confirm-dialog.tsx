import type { ExclusionKind } from '@contracts/protections';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { toast } from '../../../shared/ui/toast/toast';
import { useSelfExclusion, useTimeOut } from '../hooks/use-account-limits';
import { formatLongWhen } from '../lib/limits-text';
import { BREAK_TITLES, breakEnd, breakExplanation, finalConfirmLabel, type BreakChoice } from '../lib/take-a-break';

interface BreakConfirmDialogProps {
  kind: ExclusionKind;
  choice: BreakChoice;
  open: boolean;
  onClose: () => void;
}

/**
 * Two confirmations before a break starts, since nobody can end it: first what stops and until when,
 * then a final, explicit "Start my time-out". Cancel (focused on the final step) leaves everything as it was.
 */
export function BreakConfirmDialog({ kind, choice, open, onClose }: BreakConfirmDialogProps) {
  const [step, setStep] = useState<'explain' | 'final'>('explain');
  const [end, setEnd] = useState(() => new Date());
  const timeOut = useTimeOut();
  const selfExclusion = useSelfExclusion();
  const start = kind === 'time_out' ? timeOut : selfExclusion;
  const finalActions = useRef<HTMLDivElement>(null);

  // Each opening starts at the first step, with the end counted from now.
  useEffect(() => {
    if (!open) return;
    setStep('explain');
    setEnd(breakEnd(kind, choice.amount, new Date()));
    timeOut.reset();
    selfExclusion.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new opening resets the dialog
  }, [open]);

  // The final step replaces the button that had the focus: the safe answer takes it, so the dangerous one needs a deliberate move.
  useEffect(() => {
    if (step === 'final') finalActions.current?.querySelector('button')?.focus();
  }, [step]);

  const confirm = () =>
    start.mutate(choice.amount, {
      onSuccess: ({ message }) => {
        toast.success(message || 'Your break has started.');
        onClose();
      },
    });

  const title = step === 'explain' ? `${BREAK_TITLES[kind]} for ${choice.label}?` : 'Final confirmation';
  return (
    <Modal open={open} onClose={onClose} title={title} size="small" testId="break-confirm">
      {step === 'explain' ? (
        <>
          <p className="modal__text" data-testid="break-explanation">
            {breakExplanation(kind, choice, end)}
          </p>
          <div className="modal__actions">
            <Button variant="secondary" onClick={onClose} testId="break-cancel">
              Cancel
            </Button>
            <Button variant="sell" onClick={() => setStep('final')} testId="break-continue">
              Continue
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="modal__text" data-testid="break-final-text">
            This cannot be undone. Until {formatLongWhen(end)} you will not be able to trade with real money, deposit or buy a plan, and nobody can change that.
          </p>
          {start.isError && (
            <div className="limits-modal__error">
              <Alert testId="break-error">{errorMessage(start.error)}</Alert>
            </div>
          )}
          <div className="modal__actions" ref={finalActions}>
            <Button variant="secondary" onClick={onClose} testId="break-final-cancel">
              Cancel
            </Button>
            <Button variant="sell" onClick={confirm} loading={start.isPending} testId="break-confirm-final">
              {finalConfirmLabel(kind)}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
