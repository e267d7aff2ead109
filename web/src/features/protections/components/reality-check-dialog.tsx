import './reality-check.css';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useNow } from '../../../shared/hooks/use-now';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { useAcknowledgeRealityCheck, useRealityCheck } from '../hooks/use-reality-check';
import { useRefusalWatch } from '../hooks/use-refusal-watch';
import { msUntilDue, resultText, sessionLengthText } from '../lib/reality-check';
import { formatUsd } from '../../../shared/format/money';

const CLOCK_MS = 30_000;
const ignore = () => undefined;

/**
 * The reality check, once for the signed-in area: when the check the client asked for falls due (or a
 * real-money action is refused because it is due), a dialog shows this session's time, trades, stakes
 * and result. It is answered only with its buttons: continue (the next check starts) or sign out.
 */
export function RealityCheckDialog() {
  const check = useRealityCheck();
  const acknowledge = useAcknowledgeRealityCheck();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const now = useNow(open, CLOCK_MS);
  const { refetch } = check;
  const dueAt = check.data?.due_at ?? null;

  // Open with the session's figures as they are now.
  const show = () => {
    setOpen(true);
    void refetch();
  };
  useRefusalWatch(show);

  useEffect(() => {
    const wait = msUntilDue(dueAt, Date.now());
    if (wait === null || open) return;
    const timer = window.setTimeout(() => {
      setOpen(true);
      void refetch();
    }, wait);
    return () => window.clearTimeout(timer);
  }, [dueAt, open, refetch]);

  const proceed = () => {
    acknowledge.reset();
    acknowledge.mutate(undefined, { onSuccess: () => setOpen(false) });
  };

  const data = check.data;
  return (
    <Modal open={open} onClose={ignore} hideClose title="Reality check" size="small" testId="reality-check">
      {data && (
        <>
          <p className="modal__text">
            You have been signed in for <strong data-testid="reality-check-time">{sessionLengthText(data.session_started_at, now)}</strong>. Here is what this
            session has done with real money.
          </p>
          <dl className="reality-check__figures" data-testid="reality-check-figures">
            <div>
              <dt>Trades</dt>
              <dd data-testid="reality-check-trades">{data.trades}</dd>
            </div>
            <div>
              <dt>Stakes</dt>
              <dd data-testid="reality-check-stakes">{formatUsd(data.stakes)}</dd>
            </div>
            <div>
              <dt>Result</dt>
              <dd data-testid="reality-check-result" className={data.result < 0 ? 'reality-check__loss' : undefined}>
                {resultText(data.result)}
              </dd>
            </div>
          </dl>
        </>
      )}
      {acknowledge.isError && (
        <div className="reality-check__error">
          <Alert testId="reality-check-error">{errorMessage(acknowledge.error)}</Alert>
        </div>
      )}
      <div className="modal__actions">
        <Button variant="secondary" onClick={signOut} testId="reality-check-sign-out">
          Sign out
        </Button>
        <Button onClick={proceed} loading={acknowledge.isPending} testId="reality-check-continue">
          Continue trading
        </Button>
      </div>
    </Modal>
  );
}
