import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BackofficeClientSummary } from '@contracts/backoffice';
import { LIMIT_NAMES, type AccountLimitsDto } from '@contracts/protections';
import { EXCLUSION_KIND_LABELS, formatLongWhen, limitName, limitValueText, pendingText } from '../../../protections/lib/limits-text';
import { errorMessage } from '../../../../shared/api/api-error';
import { formatUsd } from '../../../../shared/format/money';
import { Spinner } from '../../../../shared/ui/spinner';
import { ClientLink } from '../../client/components/client-link';
import { planName } from '../../lib/plans';
import { useClientSummary } from '../hooks/use-item-queries';
import { formatWhen } from '../lib/item-facts';
import { stateTone } from '../lib/item-kind';

/** Who the item belongs to: identity, balances, plan, the limits they set, and their latest deposits, withdrawals and trades. */
export function ClientSummaryCard({ userId }: { userId: string }) {
  const summary = useClientSummary(userId);
  return (
    <section className="card panel bo-client" aria-labelledby="bo-client-title" data-testid="bo-client">
      <h2 id="bo-client-title" className="panel__title">
        Client
      </h2>
      {summary.isPending ? (
        <Spinner label="Loading the client" />
      ) : summary.isError ? (
        <p className="muted">The client’s summary is unavailable: {errorMessage(summary.error)}</p>
      ) : (
        <ClientDetails client={summary.data} />
      )}
    </section>
  );
}

function ClientDetails({ client }: { client: BackofficeClientSummary }) {
  return (
    <>
      <dl className="bo-facts">
        <Row label="Name">
          <ClientLink id={client.id} name={client.name} email={client.email} />
        </Row>
        <Row label="E-mail">{client.email}</Row>
        <Row label="E-mail confirmed">{client.email_verified ? 'Yes' : 'No'}</Row>
        <Row label="Identity">
          <span className={`status status--${stateTone(client.kyc_status)}`}>{client.kyc_status === 'None' ? 'Not submitted' : client.kyc_status}</span>
          {client.kyc_reason && <span className="muted"> {client.kyc_reason}</span>}
        </Row>
        <Row label="Real balance">
          <strong data-testid="bo-client-balance">{formatUsd(client.balance)}</strong>
        </Row>
        <Row label="Demo balance">{formatUsd(client.demo_balance)}</Row>
        <Row label="Plan">{planName(client.trading_plan)}</Row>
        {client.country && <Row label="Country">{client.country}</Row>}
        <Row label="Client since">{formatWhen(client.created_at) ?? '–'}</Row>
      </dl>
      <Protections protections={client.protections} />
      <Recent title="Recent deposits" empty="No deposits.">
        {client.recent_deposits.map((d) => (
          <li key={d.deposit_id}>
            <Link to={`/backoffice/deposits/${d.deposit_id}`}>#{d.deposit_id}</Link> {formatUsd(d.amount)} <StateChip state={d.status} />{' '}
            <span className="muted">{formatWhen(d.createdAt)}</span>
          </li>
        ))}
      </Recent>
      <Recent title="Recent withdrawals" empty="No withdrawals.">
        {client.recent_withdrawals.map((w) => (
          <li key={w.withdraw_id}>
            <Link to={`/backoffice/withdrawals/${w.withdraw_id}`}>#{w.withdraw_id}</Link> {formatUsd(w.amount)} <StateChip state={w.status} />{' '}
            <span className="muted">{formatWhen(w.createdAt)}</span>
          </li>
        ))}
      </Recent>
      <Recent title="Recent trades (real)" empty="No real trades.">
        {client.recent_trades.map((t) => (
          <li key={t.trade_id}>
            {t.symbol} {formatUsd(t.amount)} <StateChip state={t.status} />
            {t.payout !== null && <span className="muted"> paid {formatUsd(t.payout)}</span>} <span className="muted">{formatWhen(t.trade_time)}</span>
          </li>
        ))}
      </Recent>
    </>
  );
}

/** What the client bound themselves with: shown to staff, who cannot lift any of it. */
function Protections({ protections }: { protections: AccountLimitsDto }) {
  const set = LIMIT_NAMES.filter((n) => protections[n] !== null || protections.pending[n]);
  const { exclusion } = protections;
  return (
    <div className="bo-recent" data-testid="bo-client-protections">
      <h3 className="bo-recent__title">Limits and exclusions</h3>
      {exclusion && (
        <p>
          <span className="status status--lost bo-chip-state">{EXCLUSION_KIND_LABELS[exclusion.kind]}</span> until {formatLongWhen(exclusion.ends_at)}
        </p>
      )}
      {set.length ? (
        <ul className="bo-recent__list">
          {set.map((n) => {
            const value = protections[n];
            const pending = protections.pending[n];
            return (
              <li key={n}>
                {limitName(n)}: {value === null ? 'none' : limitValueText(n, value)}
                {pending && <span className="muted"> · {pendingText(n, pending)}</span>}
              </li>
            );
          })}
        </ul>
      ) : (
        !exclusion && <p className="muted">None set.</p>
      )}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bo-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function StateChip({ state }: { state: string }) {
  return <span className={`status status--${stateTone(state)} bo-chip-state`}>{state}</span>;
}

function Recent({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <div className="bo-recent">
      <h3 className="bo-recent__title">{title}</h3>
      {children.length ? <ul className="bo-recent__list">{children}</ul> : <p className="muted">{empty}</p>}
    </div>
  );
}
