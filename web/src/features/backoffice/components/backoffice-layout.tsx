import { Link, NavLink, Outlet } from 'react-router';
import type { BackofficeSummary } from '@contracts/backoffice';
import { BRAND_NAME } from '../../../shared/brand';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { useBackofficeLiveEvents } from '../hooks/use-backoffice-live-events';
import { useSummary } from '../hooks/use-backoffice-queries';
import { ClientSearch } from '../client/components/client-search';
import { QUEUE_NAMES, QUEUES, type QueueName } from '../lib/queues';
import { QueuesDashboardLink } from './queues-dashboard-link';
import '../backoffice.css';

/** The back office's frame: its own header (with the search by client) and navigation (with each queue's waiting count), the page. */
export function BackofficeLayout() {
  useBackofficeLiveEvents();
  const user = useCurrentUser().data;
  const signOut = useSignOut();
  const summary = useSummary().data;
  return (
    <div className="bo-shell">
      <header className="bo-header">
        <Link to="/backoffice" className="brand bo-header__brand">
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__text">{BRAND_NAME}</span>
          <span className="bo-header__area">Back office</span>
        </Link>
        <ClientSearch />
        <div className="bo-header__right">
          <span className="bo-header__who muted" data-testid="bo-staff-email">
            {user?.email}
          </span>
          <Link to="/user/home" className="btn btn--ghost">
            Client area
          </Link>
          <button type="button" className="btn btn--secondary" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <nav className="bo-nav" aria-label="Back office">
        <NavLink to="/backoffice" end className="bo-nav__link">
          Overview
        </NavLink>
        {QUEUE_NAMES.map((name) => (
          <NavLink key={name} to={`/backoffice/${name}`} className="bo-nav__link" data-testid={`bo-nav-${name}`}>
            {QUEUES[name].navTitle}
            <PendingBadge summary={summary} queue={name} />
          </NavLink>
        ))}
        <NavLink to="/backoffice/audit" className="bo-nav__link" data-testid="bo-nav-audit">
          Audit log
        </NavLink>
        {user?.roles.includes('admin') && <QueuesDashboardLink />}
      </nav>
      <main className="bo-main">
        <Outlet />
      </main>
    </div>
  );
}

function PendingBadge({ summary, queue }: { summary: BackofficeSummary | undefined; queue: QueueName }) {
  const pending = summary?.[queue].pending ?? 0;
  if (!pending) return null;
  return (
    <span className="bo-badge" aria-label={`${pending} ${QUEUES[queue].title.toLowerCase()} waiting`}>
      {pending}
    </span>
  );
}
