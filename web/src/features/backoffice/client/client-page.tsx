import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { BackofficeClient } from '@contracts/backoffice-clients';
import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { useBackofficeTitle } from '../hooks/use-backoffice-title';
import { SENT_FOR_APPROVAL } from '../lib/adjustments';
import { itemPath } from '../lib/queues';
import type { AccountAction, RequestedChange } from './client-api';
import { AccountActionDialog } from './components/account-action-dialog';
import { AdjustBalanceDialog, ResetTwoFactorDialog, type ChangeDialog } from './components/change-request-dialogs';
import { DocumentsSection, LimitsSection, LoginHistorySection, ProfileSection, SessionsSection } from './components/client-account-sections';
import { CasesSection, NotesSection } from './components/client-case-sections';
import { ClientHeader } from './components/client-header';
import { DepositsSection, StatementSection, TradesSection, WithdrawalsSection } from './components/client-money-sections';
import { useClient } from './hooks/use-client-queries';
import { CLIENT_SECTIONS } from './lib/client-view';
import './client-page.css';

/** /backoffice/clients/:id: one client whole, for staff; live with every back-office update. */
export function ClientPage() {
  const id = useParams().id ?? '';
  const client = useClient(id);
  useBackofficeTitle(client.data ? client.data.name || client.data.email : 'Client');

  if (client.isPending) return <LoadingBlock label="Loading the client" />;
  if (client.isError) {
    return (
      <section className="bo-page" aria-labelledby="bo-client-missing">
        <h1 id="bo-client-missing" className="bo-page__title">
          Client
        </h1>
        <Alert testId="bo-client-error">{errorMessage(client.error)}</Alert>
      </section>
    );
  }
  return <ClientWhole client={client.data} />;
}

function ClientWhole({ client }: { client: BackofficeClient }) {
  const [action, setAction] = useState<AccountAction | null>(null);
  const [change, setChange] = useState<ChangeDialog | null>(null);
  const [sent, setSent] = useState<RequestedChange | null>(null);
  const changeProps = { clientId: client.id, onClose: () => setChange(null), onSent: setSent };
  return (
    <div className="bo-page bo-client-page" data-testid="bo-client-page">
      <ClientHeader client={client} onAction={setAction} onChange={setChange} />
      {sent && (
        <Alert tone="success" testId="bo-change-sent">
          {SENT_FOR_APPROVAL}.{' '}
          <Link to={itemPath('adjustment', sent.adjustment_id)} data-testid="bo-change-sent-link">
            Open adjustment #{sent.adjustment_id}
          </Link>
        </Alert>
      )}
      <nav className="bo-client-page__nav" aria-label="Client sections">
        {CLIENT_SECTIONS.map((s) => (
          <a key={s.id} href={`#${s.id}`} className="bo-chip">
            {s.title}
          </a>
        ))}
      </nav>
      <div className="bo-client-page__columns">
        <div className="bo-client-page__main">
          <CasesSection cases={client.cases} />
          <DepositsSection deposits={client.deposits} />
          <WithdrawalsSection withdrawals={client.withdrawals} />
          <TradesSection trades={client.trades} />
          <StatementSection lines={client.statement} />
          <DocumentsSection documents={client.documents} />
          <SessionsSection sessions={client.sessions} />
          <LoginHistorySection logins={client.login_history} />
        </div>
        <div className="bo-client-page__side">
          <ProfileSection client={client} />
          <LimitsSection protections={client.protections} />
          <NotesSection notes={client.notes} />
        </div>
      </div>
      <AccountActionDialog clientId={client.id} action={action} onClose={() => setAction(null)} />
      <AdjustBalanceDialog open={change === 'adjust'} {...changeProps} />
      <ResetTwoFactorDialog open={change === 'reset-2fa'} {...changeProps} />
    </div>
  );
}
