import { lazy, Suspense, type ComponentType } from 'react';
import type { TradeDto } from '@contracts/trading';
import { NO_CONNECTION_MESSAGE } from '../../../shared/api/api-error';

type Props = { trade: Pick<TradeDto, 'trade_id' | 'status'> };

/** When the section's chunk cannot be loaded (offline): a line in the dialog, not the route's error page. */
function VerificationNotLoaded() {
  return (
    <p className="muted" role="status" data-testid="verification-not-loaded">
      The verification could not be loaded. {NO_CONNECTION_MESSAGE}
    </p>
  );
}

// The receipt check brings its curve library: loaded only when a final trade's detail opens.
const TradeVerification = lazy<ComponentType<Props>>(() =>
  import('./trade-verification').then(
    (m) => ({ default: m.TradeVerification }),
    () => ({ default: VerificationNotLoaded }),
  ),
);

/** The trade detail's verification section, loaded on demand. */
export function LazyTradeVerification({ trade }: Props) {
  return (
    <Suspense fallback={<p className="muted">Checking the receipt…</p>}>
      <TradeVerification trade={trade} />
    </Suspense>
  );
}
