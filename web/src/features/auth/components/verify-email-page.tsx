import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { refetchUser } from '../../../shared/api/user-cache';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast/toast';
import { authApi } from '../api/auth-api';

/**
 * /verify-email?hash=… — the link of the confirmation mail. Without a hash: the home page. While
 * the server answers: Loading. Then a Success dialog whose OK goes home, or an error toast and home.
 */
export function VerifyEmailPage() {
  const hash = useSearchParams()[0].get('hash');
  if (!hash) return <Navigate to="/" replace />;
  return <VerifyEmail hash={hash} />;
}

function VerifyEmail({ hash }: { hash: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  // The link works once: never send it twice (StrictMode runs effects twice in development).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === hash) return;
    sent.current = hash;
    authApi.verifyEmail(hash).then(
      (res) => {
        // A signed-in user's badge turns to Verified on the next look at the account.
        void refetchUser(queryClient);
        setMessage(res.message);
      },
      (error: unknown) => {
        toast.error(errorMessage(error));
        void navigate('/', { replace: true });
      },
    );
  }, [hash, navigate, queryClient]);

  const done = () => void navigate('/', { replace: true });

  return (
    <main className="auth">
      {message === null ? (
        <div className="verify-email__loading">
          <LoadingBlock label="Confirming your e-mail" />
          <p className="muted">Loading</p>
        </div>
      ) : (
        // The dialog's focus goes to its first control: OK.
        <Modal open title="Success" onClose={done} testId="verify-email-dialog" size="small" hideClose>
          <p className="modal__text">{message}</p>
          <div className="modal__actions">
            <Button onClick={done} testId="verify-email-ok">
              OK
            </Button>
          </div>
        </Modal>
      )}
    </main>
  );
}
