import { DEMO_STARTING_BALANCE } from '@contracts/money';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { formatUsd } from '../../../shared/format/money';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { toast } from '../../../shared/ui/toast/toast';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useDemoReset } from '../hooks/use-demo-reset';

/** The demo account: its balance back to the starting $10,000.00, after a confirmation. */
export function DemoResetPanel() {
  const demoBalance = useCurrentUser().data?.demo_balance;
  const [confirming, setConfirming] = useState(false);
  const reset = useDemoReset();
  const atStart = demoBalance === DEMO_STARTING_BALANCE;

  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setConfirming(false);
      },
      onError: (err) => toast.error(errorMessage(err)),
    });

  return (
    <section className="card settings-panel" aria-labelledby="demo-reset-title" data-testid="demo-reset-panel">
      <h2 id="demo-reset-title" className="settings-panel__title">
        Demo account
      </h2>
      <p className="muted settings-panel__text">
        Practise with virtual money. Reset the demo balance to {formatUsd(DEMO_STARTING_BALANCE)} at any time once your demo trades have ended; your real
        balance and your trade history stay as they are.
      </p>
      <p className="settings-panel__fact">
        Demo balance: <strong data-testid="demo-reset-balance">{formatUsd(demoBalance)}</strong>
      </p>
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={demoBalance === undefined || atStart} testId="demo-reset">
        Reset demo balance
      </Button>
      {atStart && <p className="muted settings-panel__note">Your demo balance is at its starting amount.</p>}
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Reset demo balance?" size="small" testId="demo-reset-confirm">
        <p className="modal__text" data-testid="demo-reset-confirm-text">
          Your demo balance goes from {formatUsd(demoBalance)} back to {formatUsd(DEMO_STARTING_BALANCE)}. Real money is not touched.
        </p>
        <div className="modal__actions">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={reset.isPending} testId="demo-reset-confirm-button">
            Reset
          </Button>
        </div>
      </Modal>
    </section>
  );
}
