import type { SessionDto } from '@contracts/account-security';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { useNow } from '../../../shared/hooks/use-now';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast/toast';
import { useEndOtherSessions, useEndSession, useSessions } from '../hooks/use-sessions';
import { currentFirst, endOthersConfirmText, NO_OTHER_SESSIONS_TEXT, otherSessionCount, sessionRowText, SESSIONS_TITLE } from '../lib/security';

/** "Last seen 5 minutes ago" stays true while the screen is open. */
const CLOCK_MS = 30_000;

/**
 * The client's live sign-ins, this device first: each other one can be ended, or all of them at once
 * after a confirmation. A success is a toast with the server's words; a failure stays on the card.
 */
export function SessionsPanel() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  // The count the confirmation was opened with: its text stays put while it fades out after the success.
  const [confirm, setConfirm] = useState({ open: false, others: 0 });
  const closeConfirm = () => setConfirm((c) => ({ ...c, open: false }));
  const now = useNow(true, CLOCK_MS);
  const others = otherSessionCount(sessions.data);

  const endOne = (session: SessionDto) => {
    endOthers.reset();
    end.mutate(session.id, { onSuccess: ({ message }) => toast.success(message) });
  };
  const openConfirm = () => {
    end.reset();
    endOthers.reset();
    setConfirm({ open: true, others });
  };
  const confirmEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast.success(message);
        closeConfirm();
      },
    });

  return (
    <section className="card security-card" aria-labelledby="sessions-title" data-testid="sessions">
      <div className="security-card__head">
        <div className="security-card__intro">
          <h2 id="sessions-title" className="security-card__title">
            {SESSIONS_TITLE}
          </h2>
          <p className="muted">
            Don&apos;t recognise one? End it, then <Link to="/user/change-password">change your password</Link>.
          </p>
        </div>
        <Button variant="secondary" className="security-card__action" onClick={openConfirm} disabled={others === 0} testId="end-other-sessions">
          End all other sessions
        </Button>
      </div>
      {end.isError && (
        <div className="security-card__message">
          <Alert testId="end-session-error">{errorMessage(end.error)}</Alert>
        </div>
      )}
      {sessions.isPending ? (
        <LoadingBlock label="Loading your sessions" />
      ) : sessions.isError ? (
        <div className="security-card__message">
          <Alert testId="sessions-error">{errorMessage(sessions.error)}</Alert>
        </div>
      ) : (
        <>
          <ul className="session-list" data-testid="session-list">
            {currentFirst(sessions.data).map((s) => (
              <SessionRow key={s.id} session={s} now={now} ending={end.isPending && end.variables === s.id} onEnd={endOne} />
            ))}
          </ul>
          {others === 0 && (
            <p className="security-card__foot muted" data-testid="no-other-sessions">
              {NO_OTHER_SESSIONS_TEXT}
            </p>
          )}
        </>
      )}
      <Modal open={confirm.open} onClose={closeConfirm} title="End all other sessions?" size="small" testId="end-other-sessions-confirm">
        <p className="modal__text" data-testid="end-other-sessions-confirm-text">
          {endOthersConfirmText(confirm.others)}
        </p>
        {endOthers.isError && (
          <div className="security-modal__error">
            <Alert testId="end-other-sessions-error">{errorMessage(endOthers.error)}</Alert>
          </div>
        )}
        <div className="modal__actions">
          <Button variant="secondary" onClick={closeConfirm}>
            Cancel
          </Button>
          <Button variant="sell" onClick={confirmEndOthers} loading={endOthers.isPending} testId="end-other-sessions-confirm-button">
            End sessions
          </Button>
        </div>
      </Modal>
    </section>
  );
}

interface SessionRowProps {
  session: SessionDto;
  now: number;
  ending: boolean;
  onEnd: (session: SessionDto) => void;
}

/** One sign-in: the device and "This device" or an End button, its address, when it signed in and was last seen. */
function SessionRow({ session, now, ending, onEnd }: SessionRowProps) {
  const text = sessionRowText(session, now);
  return (
    <li className={`session-row${session.current ? ' session-row--current' : ''}`} data-testid="session-row" data-session-id={session.id}>
      <div className="session-row__what">
        <p className="session-row__device">
          <strong data-testid="session-device">{text.device}</strong>
          {text.badge && (
            <span className="session-badge" data-testid="this-device">
              {text.badge}
            </span>
          )}
        </p>
        <p className="session-row__meta muted">
          <span className="session-row__address" data-testid="session-address">
            {text.address}
          </span>
        </p>
        <p className="session-row__meta muted">
          <time dateTime={session.started_at}>{text.signedIn}</time>
          <span aria-hidden="true"> · </span>
          <time dateTime={session.last_seen_at} data-testid="session-last-seen">
            {text.lastSeen}
          </time>
        </p>
      </div>
      {text.endable && (
        <Button
          variant="secondary"
          className="session-row__end"
          onClick={() => onEnd(session)}
          loading={ending}
          aria-label={text.endLabel}
          testId="end-session"
        >
          End
        </Button>
      )}
    </li>
  );
}
