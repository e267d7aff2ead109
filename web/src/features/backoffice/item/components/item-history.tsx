import type { AuditEntry } from '@contracts/backoffice';
import { formatWhen } from '../lib/item-facts';

/** The item's audit lines, oldest first: who moved it from which state to which, and why. */
export function ItemHistory({ entries }: { entries: AuditEntry[] | undefined }) {
  if (!entries?.length) return null;
  return (
    <div className="bo-history">
      <h3 className="bo-history__title">History</h3>
      <ol className="bo-history__list" data-testid="bo-history">
        {[...entries].reverse().map((e) => (
          <li key={e.id}>
            <span className="muted">{formatWhen(e.created_at)}</span> <strong>{e.actor_email ?? e.actor_id ?? 'system'}</strong>: {e.from_state ?? '–'} →{' '}
            {e.to_state ?? '–'}
            {e.reason && <span className="muted"> · “{e.reason}”</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
