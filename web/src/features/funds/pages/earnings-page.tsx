import { Link } from 'react-router';
import { formatUsd } from '../../../shared/format/money';
import { useScreenClass } from '../../../shared/hooks/use-screen-class';
import { DateTimeCell } from '../../trading/components/date-time-cell';
import { FundsPage } from '../components/funds-page';
import { useProfits } from '../hooks/use-funds-lists';
import { FundsList } from './funds-list-state';

/** The empty list, in words a client reads at a glance (the reference said "You have not Earned Yet."). */
function NoEarningsYet() {
  return (
    <div className="funds-empty">
      <p className="funds-empty__title">No earnings yet</p>
      <p className="funds-empty__text">When a live trade wins, its profit and payout are listed here. Demo trades are practice and earn nothing.</p>
      <Link to="/user/home" className="btn btn--secondary">
        Go to Quick Trading
      </Link>
    </div>
  );
}

/** /user/earnings: the profits of won live trades, newest first; on mobile the trade, its date, profit and earnings. */
export function EarningsPage() {
  const profits = useProfits();
  const mobile = useScreenClass() === 'mobile';
  return (
    <FundsPage title="Your Earnings From Trade">
      <FundsList query={profits} emptyText={<NoEarningsYet />} testId="earnings">
        {(list) => (
          <div className="table-scroll">
            <table className="table" data-testid="earnings-table">
              <thead>
                <tr>
                  {!mobile && <th scope="col">S/N</th>}
                  <th scope="col">Trade ID</th>
                  {!mobile && (
                    <th scope="col" className="num">
                      Amount
                    </th>
                  )}
                  <th scope="col" className="num">
                    Profits
                  </th>
                  <th scope="col" className="num">
                    Earnings
                  </th>
                  {!mobile && <th scope="col">Date Earned</th>}
                </tr>
              </thead>
              <tbody>
                {list.map((p, i) => (
                  <tr key={p.profit_id} data-testid="earnings-row">
                    {!mobile && <td>{i + 1}</td>}
                    <td>
                      <span className="mono">#{p.trade_id}</span>
                      {mobile && (
                        <div className="funds-status-cell">
                          <DateTimeCell value={p.createdAt} />
                        </div>
                      )}
                    </td>
                    {!mobile && <td className="num">{formatUsd(p.amount)}</td>}
                    <td className="num">{formatUsd(p.profit)}</td>
                    <td className="num">{formatUsd(p.earnings)}</td>
                    {!mobile && (
                      <td>
                        <DateTimeCell value={p.createdAt} />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </FundsList>
    </FundsPage>
  );
}
