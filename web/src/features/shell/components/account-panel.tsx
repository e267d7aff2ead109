import type { UserDto } from '@contracts/account';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMode } from '../../../shared/store/app-store';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useResendVerification } from '../../auth/hooks/use-resend-verification';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { KYC_STATUS_TEXT, whatToFix } from '../../account/lib/account-steps';
import { initials, planName } from '../lib/account-labels';
import { useDismiss } from '../../../shared/hooks/use-dismiss';

const IDENTITY_TONE = { None: 'no', Pending: 'no', Approved: 'yes', Rejected: 'bad', 'Resubmission requested': 'no' } as const;

/** "Rejected (Unreadable)": the identity document's status, with the reason of a rejection. */
const identityText = (user: UserDto): string =>
  user.kyc_status === 'Rejected' && user.kyc_reason ? `${KYC_STATUS_TEXT.Rejected} (${user.kyc_reason})` : KYC_STATUS_TEXT[user.kyc_status];

/**
 * The account menu: the e-mail's confirmation (with Send Link while unconfirmed) and the identity
 * document's review, each with its own status; plan, trading type, logout.
 */
export function AccountPanel() {
  const user = useCurrentUser().data;
  const mode = useMode();
  const signOut = useSignOut();
  const resend = useResendVerification();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useDismiss(open, root, () => setOpen(false));

  return (
    <div className="account" ref={root}>
      <button
        type="button"
        className="account__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="account-button"
      >
        {/* The name holds the visible initials, then what the button is (WCAG 2.5.3, label in name). */}
        {initials(user?.firstname, user?.lastname, user?.email)}
        <span className="visually-hidden"> Account</span>
      </button>
      {open && (
        <div className="account__panel card" role="dialog" aria-label="Account" data-testid="account-panel">
          <p className="account__name">{user ? `${user.firstname} ${user.lastname}` : ''}</p>
          <p className="account__email">{user?.email}</p>
          {user && (
            <dl className="account__statuses">
              <div className={`account__status account__status--${user.email_verified ? 'yes' : 'no'}`}>
                <dt>E-mail</dt>
                <dd data-testid="email-status">{user.email_verified ? 'Confirmed' : 'Not confirmed'}</dd>
                {!user.email_verified && (
                  <dd className="account__verify">
                    <span className="account__reason">Confirm it with the link we mailed you.</span>
                    <Button variant="secondary" className="account__send-link" loading={resend.running} onClick={() => void resend.run()} testId="send-link">
                      Send Link
                    </Button>
                  </dd>
                )}
              </div>
              <div className={`account__status account__status--${IDENTITY_TONE[user.kyc_status]}`}>
                <dt>Identity</dt>
                <dd data-testid="identity-status">{identityText(user)}</dd>
                {user.kyc_status === 'Resubmission requested' && (
                  <dd className="account__verify">
                    <span className="account__reason" data-testid="identity-reason">
                      {user.kyc_reason ? whatToFix(user.kyc_reason) : 'Our team needs a new copy of your document.'}
                    </span>
                    <Link className="btn btn--secondary account__send-link" to="/user/verify" onClick={() => setOpen(false)} data-testid="identity-upload">
                      Upload again
                    </Link>
                  </dd>
                )}
              </div>
            </dl>
          )}
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
