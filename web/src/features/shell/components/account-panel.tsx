import { useEffect, useRef, useState } from 'react';
import { useMode } from '../../../shared/store/app-store';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useResendVerification } from '../../auth/hooks/use-resend-verification';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { initials, planName } from '../lib/account-labels';

/** The account menu: e-mail and verification (with Send Link while unconfirmed), plan, trading type, logout. */
export function AccountPanel() {
  const user = useCurrentUser().data;
  const mode = useMode();
  const signOut = useSignOut();
  const resend = useResendVerification();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="account" ref={root}>
      <button
        type="button"
        className="account__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Account"
        onClick={() => setOpen((o) => !o)}
        data-testid="account-button"
      >
        {initials(user?.firstname, user?.lastname, user?.email)}
      </button>
      {open && (
        <div className="account__panel card" role="dialog" aria-label="Account" data-testid="account-panel">
          <p className="account__name">{user ? `${user.firstname} ${user.lastname}` : ''}</p>
          <p className="account__email">{user?.email}</p>
          <div className="account__verify">
            <span className={`verify-chip ${user?.email_verified ? 'verify-chip--yes' : 'verify-chip--no'}`} data-testid="verified-badge">
              {user?.email_verified ? 'Verified' : 'Not Verified'}
            </span>
            {user && !user.email_verified && (
              <Button variant="secondary" className="account__send-link" loading={resend.running} onClick={() => void resend.run()} testId="send-link">
                Send Link
              </Button>
            )}
          </div>
          <dl className="account__facts">
            <div>
              <dt>Plan</dt>
              <dd>{planName(user?.trading_plan)}</dd>
            </div>
            <div>
              <dt>Trading type</dt>
              <dd>{mode === 'demo' ? 'Demo' : 'Live'}</dd>
            </div>
          </dl>
          <button type="button" className="btn btn--secondary btn--block" onClick={signOut} data-testid="logout">
            <Icon name="logout" size={18} /> Logout
          </button>
        </div>
      )}
    </div>
  );
}
