import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { useAppStore, useMode } from '../../../shared/store/app-store';
import { Alert } from '../../../shared/ui/alert';

/** The server's refusal of a stake above the balance ("Insufficient balance for this trade"). */
export function isInsufficientBalance(error: unknown): boolean {
  return /insufficient balance/i.test(errorMessage(error));
}

interface TradeFormMessageProps {
  error: unknown;
  success: string | null;
}

/**
 * The outcome of the last attempt only (the form clears it on a new input, a mode or symbol switch,
 * and a success after a few seconds). A live trade refused for the balance offers a way forward.
 */
export function TradeFormMessage({ error, success }: TradeFormMessageProps) {
  const mode = useMode();
  const setMode = useAppStore((s) => s.setMode);
  if (error) {
    const short = mode === 'real' && isInsufficientBalance(error);
    return (
      <Alert testId="trade-error">
        {errorMessage(error)}
        {short && (
          <span className="trade-form__ways" data-testid="trade-ways-forward">
            <Link to="/user/deposit" data-testid="trade-deposit-link">
              Deposit
            </Link>
            <span aria-hidden="true"> · </span>
            <button type="button" className="link-button" onClick={() => setMode('demo')} data-testid="trade-switch-demo">
              Switch to demo
            </button>
          </span>
        )}
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert tone="success" testId="trade-success">
        {success}
      </Alert>
    );
  }
  return null;
}
