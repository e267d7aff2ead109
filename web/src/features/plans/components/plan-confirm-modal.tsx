import type { Plan } from '@contracts/plans';
import { errorMessage } from '../../../shared/api/api-error';
import { formatUsd } from '../../../shared/format/money';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { toast } from '../../../shared/ui/toast/toast';
import { useRequestUpgrade, useSetPlan } from '../hooks/use-plans';
import { confirmText, type PlanAction } from '../lib/plan-actions';

interface Props {
  choice: { plan: Plan; action: PlanAction } | null;
  balance: number;
  onClose: () => void;
}

/** Says what will be charged or held before anything moves; errors are toasts, as the reference's plan errors are. */
export function PlanConfirmModal({ choice, balance, onClose }: Props) {
  const setPlan = useSetPlan();
  const upgrade = useRequestUpgrade();
  const pending = setPlan.isPending || upgrade.isPending;
  const short = choice !== null && choice.action.amount > balance;

  const confirm = () => {
    if (!choice) return;
    const request = choice.action.kind === 'buy' ? setPlan : upgrade;
    request.mutate(choice.plan.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  return (
    <Modal open={choice !== null} onClose={onClose} title={choice ? `${choice.action.button}: ${choice.plan.name}` : ''} size="small" testId="plan-confirm">
      {choice && (
        <div className="plan-confirm">
          <p data-testid="plan-confirm-text">{confirmText(choice.plan, choice.action)}</p>
          <p className="muted">Real balance: {formatUsd(balance)}</p>
          {short && (
            <p className="plan-confirm__short" role="alert">
              Your real balance is {formatUsd(choice.action.amount - balance)} short: deposit first.
            </p>
          )}
          <div className="plan-confirm__actions">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={pending} disabled={short} testId="plan-confirm-button">
              Confirm
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
