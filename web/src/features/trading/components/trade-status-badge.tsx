import type { TradeStatus } from '@contracts/trade-rules';
import { statusLabel, statusTone } from '../lib/trade-status';

export function TradeStatusBadge({ status }: { status: TradeStatus }) {
  return (
    <span className={`status status--${statusTone(status)}`} data-testid="trade-status">
      {statusLabel(status)}
    </span>
  );
}
