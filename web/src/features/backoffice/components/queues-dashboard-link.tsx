import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { backofficeApi } from '../api/backoffice-api';

/** Admins: the queues' dashboard (bull-board) opens with a short-lived cookie set for its path. */
export function QueuesDashboardLink() {
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    setError(null);
    try {
      await backofficeApi.openQueuesDashboard();
      window.location.assign('/api/admin/queues');
    } catch (err) {
      setError(errorMessage(err));
      setOpening(false);
    }
  };
  return (
    <div className="bo-nav__extra">
      <button type="button" className="bo-nav__link" onClick={() => void open()} disabled={opening} data-testid="bo-queues-dashboard">
        Queues dashboard
      </button>
      {error && (
        <p className="bo-nav__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
