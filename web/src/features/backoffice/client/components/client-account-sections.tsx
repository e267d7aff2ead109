import type { ReactNode } from 'react';
import type { LoginEventDto } from '@contracts/account-security';
import type { BackofficeClient, ClientDocument, ClientSession } from '@contracts/backoffice-clients';
import { LIMIT_NAMES, type AccountLimitsDto } from '@contracts/protections';
import { isFailedLogin, loginOutcomeLabel } from '../../../account/lib/security';
import { EXCLUSION_KIND_LABELS, formatLongWhen, limitName, usageText, pendingText } from '../../../protections/lib/limits-text';
import { DateTimeCell } from '../../../trading/components/date-time-cell';
import { ID_METHOD_LABELS } from '../../../account/lib/id-methods';
import { formatWhen } from '../../item/lib/item-facts';
import { CaseLink } from './client-case-sections';
import { ClientSection, StateChip } from './client-section';
import { ClientTable, type ClientColumn } from './client-table';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bo-client-page__fact">
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </div>
  );
}

/** Who the client says they are, and since when they have an account. */
export function ProfileSection({ client }: { client: BackofficeClient }) {
  const p = client.profile;
  const address = [p.address, p.city, p.state].filter(Boolean).join(', ');
  return (
    <ClientSection id="profile">
      <dl className="bo-client-page__facts" data-testid="bo-client-profile">
        <Fact label="First name">{p.firstname || null}</Fact>
        <Fact label="Last name">{p.lastname || null}</Fact>
        <Fact label="E-mail">{p.email}</Fact>
        <Fact label="E-mail confirmed">{p.email_verified ? 'Yes' : 'No'}</Fact>
        <Fact label="Phone">{p.phone}</Fact>
        <Fact label="Date of birth">{p.date_of_birth}</Fact>
        <Fact label="Address">{address || null}</Fact>
        <Fact label="Country">{p.country}</Fact>
        <Fact label="Client since">{formatWhen(p.created_at)}</Fact>
        <Fact label="Client id">
          <span className="mono">{client.id}</span>
        </Fact>
      </dl>
    </ClientSection>
  );
}

const DOCUMENT_COLUMNS: readonly ClientColumn<ClientDocument>[] = [
  { label: 'Document', cell: (d) => <CaseLink item={{ kind: 'kyc', id: d.id }} /> },
  { label: 'Type', cell: (d) => ID_METHOD_LABELS[d.method] ?? d.method },
  { label: 'State', cell: (d) => <StateChip state={d.status} /> },
  { label: 'Reason', cell: (d) => <span className="bo-client-page__wrap">{d.reason ?? '—'}</span> },
  { label: 'Uploaded', cell: (d) => <DateTimeCell value={d.created_at} /> },
  { label: 'Reviewed', cell: (d) => <DateTimeCell value={d.reviewed_at} /> },
];

/** Every identity document and how it was decided; each opens on its review page (with the file). */
export function DocumentsSection({ documents }: { documents: ClientDocument[] }) {
  return (
    <ClientSection id="documents" count={documents.length}>
      <ClientTable rows={documents} columns={DOCUMENT_COLUMNS} rowKey={(d) => d.id} empty="No documents uploaded." testId="bo-client-documents" />
    </ClientSection>
  );
}

const SESSION_COLUMNS: readonly ClientColumn<ClientSession>[] = [
  { label: 'Device', cell: (s) => <span className="bo-client-page__wrap">{s.device}</span> },
  { label: 'Address', cell: (s) => <span className="mono">{s.address ?? '—'}</span> },
  { label: 'Started', cell: (s) => <DateTimeCell value={s.started_at} /> },
  { label: 'Last seen', cell: (s) => <DateTimeCell value={s.last_seen_at} /> },
];

export function SessionsSection({ sessions }: { sessions: ClientSession[] }) {
  return (
    <ClientSection id="sessions" count={sessions.length}>
      <ClientTable rows={sessions} columns={SESSION_COLUMNS} rowKey={(s) => s.id} empty="Not signed in anywhere." testId="bo-client-sessions" />
    </ClientSection>
  );
}

const LOGIN_COLUMNS: readonly ClientColumn<LoginEventDto & { key: string }>[] = [
  {
    label: 'Result',
    cell: (e) => <span className={isFailedLogin(e.outcome) ? 'bo-client-page__failed' : undefined}>{loginOutcomeLabel(e.outcome)}</span>,
  },
  { label: 'Device', cell: (e) => <span className="bo-client-page__wrap">{e.device}</span> },
  { label: 'Address', cell: (e) => <span className="mono">{e.address ?? '—'}</span> },
  { label: 'Time', cell: (e) => <DateTimeCell value={e.at} /> },
];

export function LoginHistorySection({ logins }: { logins: LoginEventDto[] }) {
  const rows = logins.map((e, i) => ({ ...e, key: `${e.at}-${i}` }));
  return (
    <ClientSection id="logins" count={logins.length} note="Latest 50 of the last 90 days">
      <ClientTable rows={rows} columns={LOGIN_COLUMNS} rowKey={(e) => e.key} empty="No sign-in attempts." testId="bo-client-logins" />
    </ClientSection>
  );
}

/** The limits, time-out or self-exclusion the client set: staff see them and cannot lift them. */
export function LimitsSection({ protections }: { protections: AccountLimitsDto }) {
  const set = LIMIT_NAMES.filter((n) => protections[n] !== null || protections.pending[n]);
  const { exclusion } = protections;
  return (
    <ClientSection id="limits">
      <div data-testid="bo-client-limits">
        {exclusion && (
          <p className="bo-client-page__exclusion">
            <span className="status status--lost">{EXCLUSION_KIND_LABELS[exclusion.kind]}</span> until {formatLongWhen(exclusion.ends_at)}
          </p>
        )}
        {set.length ? (
          <dl className="bo-client-page__facts">
            {set.map((n) => {
              const pending = protections.pending[n];
              return (
                <Fact key={n} label={limitName(n)}>
                  {usageText(n, protections)}
                  {pending && <span className="muted"> · {pendingText(n, pending)}</span>}
                </Fact>
              );
            })}
          </dl>
        ) : (
          !exclusion && <p className="muted bo-client-page__empty">No limits or exclusions set.</p>
        )}
      </div>
    </ClientSection>
  );
}
