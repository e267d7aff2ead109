import './two-factor.css';
import { isStaff } from '@contracts/account';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useTwoFactorSetup } from '../hooks/use-two-factor';
import { TWO_FACTOR_OFF_TEXT, TWO_FACTOR_ON_TEXT, TWO_FACTOR_TITLE } from '../lib/two-factor';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * Two-factor sign-in: off (set it up: QR code, key, first code), just turned on (the recovery codes,
 * once), or on (turn it off with the password and a code).
 */
export function TwoFactorPanel() {
  const user = useCurrentUser();
  const setup = useTwoFactorSetup();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const enabled = user.data?.two_factor_enabled === true;
  const staff = isStaff(user.data?.roles);

  const start = () => setup.mutate();
  const cancel = () => setup.reset();
  const enabledNow = (recoveryCodes: string[]) => {
    setup.reset();
    setCodes(recoveryCodes);
  };

  const body = () => {
    if (user.isPending) return <LoadingBlock label="Loading your account" />;
    if (codes)
      return (
        <>
          <RecoveryCodes codes={codes} email={user.data?.email} onDone={() => setCodes(null)} />
          {staff && (
            <p className="two-factor__next">
              <Link to="/backoffice" data-testid="two-factor-open-backoffice">
                Open the back office
              </Link>
            </p>
          )}
        </>
      );
    if (setup.data) return <TwoFactorSetup setup={setup.data} onEnabled={enabledNow} onCancel={cancel} />;
    return setup.isError ? <Alert testId="two-factor-setup-error">{errorMessage(setup.error)}</Alert> : null;
  };

  return (
    <section className="card security-card" aria-labelledby="two-factor-title" data-testid="two-factor" data-enabled={enabled}>
      <div className="security-card__head">
        <div className="security-card__intro">
          <h2 id="two-factor-title" className="security-card__title">
            {TWO_FACTOR_TITLE}
            <span className={`two-factor-state two-factor-state--${enabled ? 'on' : 'off'}`} data-testid="two-factor-state">
              {enabled ? 'On' : 'Off'}
            </span>
          </h2>
          <p className="muted">{enabled ? TWO_FACTOR_ON_TEXT : TWO_FACTOR_OFF_TEXT}</p>
        </div>
        {!user.isPending && !codes && !setup.data && (
          <Button
            variant={enabled ? 'secondary' : 'primary'}
            className="security-card__action"
            onClick={enabled ? () => setDisabling(true) : start}
            loading={setup.isPending}
            testId={enabled ? 'two-factor-turn-off' : 'two-factor-start'}
          >
            {enabled ? 'Turn off' : 'Set up two-factor sign-in'}
          </Button>
        )}
      </div>
      {(codes || setup.data || setup.isError || user.isPending) && <div className="two-factor__body">{body()}</div>}
      <TwoFactorDisable open={disabling} onClose={() => setDisabling(false)} />
    </section>
  );
}
