import { fundsStatusLabel, fundsStatusTone } from '../lib/funds-status';

/** A deposit's or withdrawal's status, with the staff's reason under a rejection. */
export function FundsStatusBadge({ status, reason }: { status: string; reason?: string | null }) {
  return (
    <span className="funds-status">
      <span className={`status status--${fundsStatusTone(status)}`} data-testid="funds-status">
        {fundsStatusLabel(status)}
      </span>
      {reason && (
        <span className="funds-status__reason muted" data-testid="funds-reason">
          {reason}
        </span>
      )}
    </span>
  );
}
