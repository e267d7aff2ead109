import { FUNDS_MESSAGES } from '@contracts/funds';
import { Link } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { useResendVerification } from '../../auth/hooks/use-resend-verification';

/** A refused withdrawal: the server's message, and for "not allowed yet" (403) the way to get there. */
export function WithdrawError({ error }: { error: unknown }) {
  const resend = useResendVerification();
  const message = errorMessage(error);
  // A 403 about the two-factor code is the code field's to fix, not the identity's.
  const forbidden = error instanceof ApiRequestError && error.status === 403 && !error.code?.startsWith('TWO_FACTOR_');
  return (
    <Alert testId="withdraw-error">
      <span>{message}</span>
      {forbidden && message === FUNDS_MESSAGES.emailNotConfirmed && (
        <span className="withdraw-error__action">
          <Button type="button" variant="secondary" loading={resend.running} onClick={() => void resend.run()} testId="withdraw-send-link">
            Send me a new link
          </Button>
        </span>
      )}
      {forbidden && message !== FUNDS_MESSAGES.emailNotConfirmed && (
        <span className="withdraw-error__action">
          <Link to="/user/verify" data-testid="withdraw-verify-link">
            Go to KYC Verification
          </Link>
        </span>
      )}
    </Alert>
  );
}
