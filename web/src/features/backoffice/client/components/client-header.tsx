import type { BackofficeClient } from '@contracts/backoffice-clients';
import { formatUsd } from '../../../../shared/format/money';
import { Button } from '../../../../shared/ui/button';
import { formatWhen } from '../../item/lib/item-facts';
import { planName } from '../../lib/plans';
import type { AccountAction } from '../client-api';
import { ACCOUNT_STATUS_LABELS } from '../lib/client-view';
import type { ChangeDialog } from './change-request-dialogs';
import { StateChip } from './client-section';

interface ClientHeaderProps {
  client: BackofficeClient;
  onAction: (action: AccountAction) => void;
  /** Opens the dialog of a change two other staff members approve. */
  onChange: (change: ChangeDialog) => void;
}

/**
 * Who the client is at a glance: name, e-mail, account status, identity, balances; and the account's
 * actions. The page has no flag for the client's second factor: "Reset two-factor" is always offered
 * and the API says when there is none to reset.
 */
export function ClientHeader({ client, onAction, onChange }: ClientHeaderProps) {
  const suspended = client.status === 'suspended';
  return (
    <header className="card bo-client-page__header" data-testid="bo-client-header">
      <div className="bo-client-page__who">
        <h1 className="bo-page__title bo-client-page__name" data-testid="bo-client-name">
          {client.name || client.email}
        </h1>
        <p className="bo-client-page__email">{client.email}</p>
        <div className="bo-client-page__badges">
          <span className={`bo-account-status bo-account-status--${client.status}`} data-testid="bo-client-status">
            {ACCOUNT_STATUS_LABELS[client.status]}
          </span>
          <span className="bo-client-page__kyc">
            Identity <StateChip state={client.kyc_status === 'None' ? 'Not submitted' : client.kyc_status} />
          </span>
          <span className="muted">Plan: {planName(client.trading_plan)}</span>
        </div>
        {suspended && (
          <p className="bo-client-page__suspended" data-testid="bo-client-suspended">
            Suspended {formatWhen(client.suspended_at) ?? ''}
            {client.suspended_reason && <>: {client.suspended_reason}</>}
          </p>
        )}
      </div>
      <dl className="bo-client-page__balances">
        <div>
          <dt>Real balance</dt>
          <dd data-testid="bo-client-real-balance">{formatUsd(client.balance)}</dd>
        </div>
        <div>
          <dt>Demo balance</dt>
          <dd>{formatUsd(client.demo_balance)}</dd>
        </div>
      </dl>
      <div className="bo-client-page__actions">
        <Button variant="secondary" onClick={() => onChange('adjust')} testId="bo-client-adjust">
          Adjust balance
        </Button>
        <Button variant="secondary" onClick={() => onChange('reset-2fa')} testId="bo-client-reset-2fa">
          Reset two-factor
        </Button>
        {suspended ? (
          <Button variant="primary" onClick={() => onAction('reactivate')} testId="bo-client-reactivate">
            Reactivate
          </Button>
        ) : (
          <Button variant="sell" onClick={() => onAction('suspend')} testId="bo-client-suspend">
            Suspend
          </Button>
        )}
      </div>
    </header>
  );
}
