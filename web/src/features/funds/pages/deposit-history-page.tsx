import { type DepositDto, COIN_INSTRUMENTS } from '@contracts/funds';
import { formatUsd } from '../../../shared/format/money';
import { useScreenClass } from '../../../shared/hooks/use-screen-class';
import { DateTimeCell } from '../../trading/components/date-time-cell';
import { useLivePrice } from '../../trading/hooks/use-live-price';
import { FundsPage } from '../components/funds-page';
import { FundsStatusBadge } from '../components/funds-status-badge';
import { useDeposits } from '../hooks/use-funds-lists';
import { amountInBtc, formatCoins } from '../lib/amount-in-btc';
import { FundsList } from './funds-list-state';

export const EMPTY_DEPOSITS_TEXT = "You don't have any deposit history.";

const methodLabel = (d: DepositDto) => (d.method === 'card' ? `Card${d.card_last4 ? ` •••• ${d.card_last4}` : ''}` : d.currency.toUpperCase());

/** /user/deposit-log: every deposit, newest first, its status live; a compact log on mobile. */
export function DepositHistoryPage() {
  const deposits = useDeposits();
  const mobile = useScreenClass() === 'mobile';
  const btcUsd = useLivePrice(COIN_INSTRUMENTS.btc)?.price;
  return (
    <FundsPage title="Deposit History">
      <FundsList query={deposits} emptyText={EMPTY_DEPOSITS_TEXT} testId="deposit-history">
        {(list) => (mobile ? <DepositLog deposits={list} /> : <DepositTable deposits={list} btcUsd={btcUsd} />)}
      </FundsList>
    </FundsPage>
  );
}

function DepositTable({ deposits, btcUsd }: { deposits: DepositDto[]; btcUsd: number | undefined }) {
  return (
    <div className="table-scroll">
      <table className="table" data-testid="deposit-history-table">
        <thead>
          <tr>
            <th scope="col">S/N</th>
            <th scope="col">Transaction ID</th>
            <th scope="col" className="num">
              Amount Deposited
            </th>
            <th scope="col" className="num">
              Amount in BTC
            </th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {deposits.map((d, i) => (
            <tr key={d.deposit_id} data-testid="deposit-history-row">
              <td>{i + 1}</td>
              <td>
                <span className="mono">#{d.deposit_id}</span> <span className="muted">· {methodLabel(d)}</span>
              </td>
              <td className="num">{formatUsd(d.amount)}</td>
              <td className="num mono">{formatCoins(amountInBtc(d, btcUsd))}</td>
              <td>
                <FundsStatusBadge status={d.status} reason={d.reason} />
              </td>
              <td>
                <DateTimeCell value={d.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The reference's mobile log: ID, Amount, Time (and the status, which changes live). */
function DepositLog({ deposits }: { deposits: DepositDto[] }) {
  return (
    <table className="table table--compact" data-testid="deposit-history-mobile">
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col" className="num">
            Amount
          </th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {deposits.map((d) => (
          <tr key={d.deposit_id} data-testid="deposit-history-row">
            <td>
              <span className="mono">#{d.deposit_id}</span>
              <FundsStatusBadge status={d.status} reason={d.reason} />
            </td>
            <td className="num">{formatUsd(d.amount)}</td>
            <td>
              <DateTimeCell value={d.createdAt} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
