import { useConnectionState, type ConnectionState } from '../../../shared/realtime/connection-state';
import './connection-status.css';

const LABELS: Record<ConnectionState, string> = {
  connecting: 'Connecting…',
  // Not "Live": that word names the trading mode (Trade Live), shown beside it.
  live: 'Connected',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
};

const TITLES: Record<ConnectionState, string> = {
  connecting: 'Connecting to live prices and results',
  live: 'Prices and results arrive live',
  reconnecting: 'Connection lost: reconnecting; trading is paused, results settled meanwhile will appear',
  offline: 'No connection for 10 seconds: still trying; trading is paused, results settled meanwhile will appear once back',
};

/** The live connection's state, as a small dot and word in the header (DESIGN "Live events"; Offline after 10 s: "Trust"). */
export function ConnectionStatus() {
  const state = useConnectionState();
  return (
    <span className={`connection-status connection-status--${state}`} role="status" data-testid="connection-status" data-state={state} title={TITLES[state]}>
      <span className="connection-status__dot" aria-hidden="true" />
      <span className="connection-status__label">{LABELS[state]}</span>
    </span>
  );
}
