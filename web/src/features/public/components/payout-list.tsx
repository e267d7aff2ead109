import type { PublicPayoutDto } from '@contracts/trading';
import { formatUsd } from '../../../shared/format/money';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { TableHead } from '../../../shared/ui/table-head';
import { DateTimeCell } from '../../trading/components/date-time-cell';
import { instrumentName } from '../../trading/lib/instrument-label';
import { usePublicLiveEvents } from '../hooks/use-public-live-events';
import { usePublicPayouts } from '../hooks/use-public-payouts';

/** The latest wins as a table (a list of cards on phones), newest first, arriving live. */
export function PayoutList() {
  usePublicLiveEvents();
  const payouts = usePublicPayouts();
  if (payouts.isPending) return <LoadingBlock label="Loading payouts" />;
  if (payouts.isError) return <p className="empty">The latest payouts cannot be loaded right now.</p>;
  if (payouts.data.length === 0) return <p className="empty">No winning trades yet. New ones appear here as they settle.</p>;
  return (
    <div className="payouts card">
      <table className="payouts__table" data-testid="payouts">
        <caption className="visually-hidden">Latest winning trades, newest first</caption>
        <TableHead columns={['Trader', 'Instrument', 'Stake', 'Payout', 'Time']} />
        <tbody>
          {payouts.data.map((p) => (
            <PayoutRow key={p.id} payout={p} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PayoutRow({ payout }: { payout: PublicPayoutDto }) {
  return (
    <tr className="payouts__row" data-testid="payout-row" data-id={payout.id}>
      <td data-label="Trader">
        <span className="payouts__name">{payout.name}</span>
        {payout.mode === 'demo' && (
          <span className="mode-chip mode-chip--demo payouts__mode" data-testid="payout-demo">
            Demo
          </span>
        )}
      </td>
      <td data-label="Instrument">{instrumentName(payout.symbol)}</td>
      <td data-label="Stake" className="payouts__num">
        {formatUsd(payout.amount)}
      </td>
      <td data-label="Payout" className="payouts__num payouts__payout">
        {formatUsd(payout.payout)}
      </td>
      <td data-label="Time">
        <DateTimeCell value={payout.time} />
      </td>
    </tr>
  );
}
