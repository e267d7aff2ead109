import { formatUsd } from '../../../shared/format/money';
import { DateTimeCell } from '../../trading/components/date-time-cell';
import { FundsPage } from '../components/funds-page';
import { useProfits } from '../hooks/use-funds-lists';
import { FundsList } from './funds-list-state';

export const EMPTY_EARNINGS_TEXT = 'You have not Earned Yet.';

/** /user/earnings: the profits of won live trades, newest first. */
export function EarningsPage() {
  const profits = useProfits();
  return (
    <FundsPage title="Your Earnings From Trade">
      <FundsList query={profits} emptyText={EMPTY_EARNINGS_TEXT} testId="earnings">
        {(list) => (
          <div className="table-scroll">
            <table className="table" data-testid="earnings-table">
              <thead>
                <tr>
                  <th scope="col">S/N</th>
                  <th scope="col">Trade ID</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col" className="num">
                    Profits
                  </th>
                  <th scope="col" className="num">
                    Earnings
                  </th>
                  <th scope="col">Date Earned</th>
                </tr>
              </thead>
              <tbody>
                {list.map((p, i) => (
                  <tr key={p.profit_id} data-testid="earnings-row">
                    <td>{i + 1}</td>
                    <td className="mono">#{p.trade_id}</td>
                    <td className="num">{formatUsd(p.amount)}</td>
                    <td className="num">{formatUsd(p.profit)}</td>
                    <td className="num">{formatUsd(p.earnings)}</td>
                    <td>
                      <DateTimeCell value={p.createdAt} />
                    </td>
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
