import { useConnectionState, type ConnectionState } from '../../../shared/realtime/connection-state';
import './connection-status.css';

const LABELS: Record<ConnectionState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
};

const TITLES: Record<ConnectionState, string> = {
  connecting: 'Connecting to live prices and results',
  live: 'Prices and results arrive live',
  reconnecting: 'Connection lost: reconnecting; results settled meanwhile will appear',
  offline: 'No network: results settled meanwhile will appear once back online',
};

/** The live connection's state, as a small dot and word in the header (DESIGN "Live events"). */
export function ConnectionStatus() {
  const state = useConnectionState();
  return (
    <span className={`connection-status connection-status--${state}`} role="status" data-testid="connection-status" data-state={state} title={TITLES[state]}>
      <span className="connection-status__dot" aria-hidden="true" />
      {LABELS[state]}
    </span>
  );
}
