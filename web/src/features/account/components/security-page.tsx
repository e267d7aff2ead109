import './security-page.css';
import { isStaff } from '@contracts/account';
import { Alert } from '../../../shared/ui/alert';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { STAFF_NOTICE } from '../lib/two-factor';
import { LoginHistoryPanel } from './login-history-panel';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';

/**
 * /user/security: two-factor sign-in, where the client is signed in (ending any other sign-in), and how
 * they signed in lately. Staff and admins without two-factor sign-in are sent here, and told why.
 */
export function SecurityPage() {
  const user = useCurrentUser();
  const mustEnrol = isStaff(user.data?.roles) && user.data?.two_factor_enabled === false;
  return (
    <section className="page page--narrow security">
      <header className="page__header">
        <h1 className="page__title">Security</h1>
      </header>
      {mustEnrol && (
        <Alert tone="info" testId="staff-two-factor-notice">
          {STAFF_NOTICE}
        </Alert>
      )}
      <TwoFactorPanel />
      <SessionsPanel />
      <LoginHistoryPanel />
    </section>
  );
}
