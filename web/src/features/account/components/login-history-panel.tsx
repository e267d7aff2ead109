import type { LoginEventDto } from '@contracts/account-security';
import { errorMessage } from '../../../shared/api/api-error';
import { useScreenClass } from '../../../shared/hooks/use-screen-class';
import { Alert } from '../../../shared/ui/alert';
import { Icon } from '../../../shared/ui/icon';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { TableHead } from '../../../shared/ui/table-head';
import { DateTimeCell } from '../../trading/components/date-time-cell';
import { useLoginHistory } from '../hooks/use-login-history';
import { EMPTY_LOGINS_TEXT, LOGIN_HISTORY_TITLE, loginRowText, type LoginRowText } from '../lib/security';

const COLUMNS = ['Result', 'Device', 'Address', 'Time'] as const;

/** The sign-in attempts of the last 90 days, newest first: a table on wider screens, two-line rows on phones. */
export function LoginHistoryPanel() {
  const logins = useLoginHistory();
  const mobile = useScreenClass() === 'mobile';
  return (
    <section className="card security-card" aria-labelledby="logins-title" data-testid="login-history">
      <div className="security-card__head">
        <h2 id="logins-title" className="security-card__title">
          {LOGIN_HISTORY_TITLE}
        </h2>
      </div>
      {logins.isPending ? (
        <LoadingBlock label="Loading your sign-in history" />
      ) : logins.isError ? (
        <div className="security-card__message">
          <Alert testId="login-history-error">{errorMessage(logins.error)}</Alert>
        </div>
      ) : logins.data.length === 0 ? (
        <p className="empty" data-testid="login-history-empty">
          {EMPTY_LOGINS_TEXT}
        </p>
      ) : mobile ? (
        <LoginList events={logins.data} />
      ) : (
        <LoginTable events={logins.data} />
      )}
    </section>
  );
}

/**
 * The outcome in words, with a mark of its own: a tick for a sign-in, a cross for a refused one, a shield
 * for a right password waiting for its code (not colour alone).
 */
function LoginOutcome({ row }: { row: LoginRowText }) {
  return (
    <span className={`login-outcome login-outcome--${row.failed ? 'failed' : 'ok'}`} data-testid="login-outcome">
      <Icon name={row.failed ? 'close' : row.partial ? 'shield' : 'check'} size={14} />
      {row.outcome}
    </span>
  );
}

function LoginTable({ events }: { events: LoginEventDto[] }) {
  return (
    // Focusable so a keyboard can scroll it when a long address makes it wider than the card.
    <div className="table-scroll" role="region" aria-label="Sign-in history" tabIndex={0}>
      <table className="table login-table" data-testid="login-history-table">
        <TableHead columns={COLUMNS} />
        <tbody>
          {events.map((e, i) => {
            const row = loginRowText(e);
            return (
              <tr key={`${e.at}-${i}`} className={row.failed ? 'login-row--failed' : undefined} data-testid="login-row" data-outcome={e.outcome}>
                <td>
                  <LoginOutcome row={row} />
                </td>
                <td className="login-table__wrap">{row.device}</td>
                <td className="login-table__wrap mono">{row.address}</td>
                <td>
                  <DateTimeCell value={e.at} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The phone layout: two lines an attempt (outcome and time; device and address). */
function LoginList({ events }: { events: LoginEventDto[] }) {
  return (
    <ul className="row-list login-list" data-testid="login-history-mobile">
      {events.map((e, i) => {
        const row = loginRowText(e);
        return (
          <li
            key={`${e.at}-${i}`}
            className={`row-list__row login-list__row${row.failed ? ' login-row--failed' : ''}`}
            data-testid="login-row"
            data-outcome={e.outcome}
          >
            <LoginOutcome row={row} />
            <time className="login-list__when muted" dateTime={e.at}>
              {row.when}
            </time>
            <span className="login-list__where muted">
              {row.device} · <span className="mono">{row.address}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
