import { Link } from 'react-router';
import { clientPath } from '../lib/client-view';

/** A client's name (or e-mail) as a link to their page: for item pages and queue rows wherever a client is shown. */
export function ClientLink({ id, name, email, className }: { id: string; name: string; email?: string; className?: string }) {
  return (
    <Link to={clientPath(id)} className={className ?? 'bo-row__link'} data-testid="bo-client-link">
      {name || email || id}
    </Link>
  );
}
