import { statementKindLabel, type StatementLineDto } from '@contracts/statement';
import { formatUsd } from '../../../shared/format/money';
import { DateTimeCell } from '../../trading/components/date-time-cell';
import { StatementAmount } from './statement-amount';

/** The wider screens' table: time, kind, reference, amount, balance after it. */
export function StatementTable({ lines }: { lines: StatementLineDto[] }) {
  return (
    // Focusable so a keyboard can scroll it when the columns are wider than the card.
    <div className="table-scroll" role="region" aria-label="Statement" tabIndex={0}>
      <table className="table statement-table" data-testid="statement-table">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Kind</th>
            <th scope="col">Reference</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col" className="num">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.reference} data-testid="statement-row" data-kind={l.kind} data-reference={l.reference}>
              <td>
                <DateTimeCell value={l.time} />
              </td>
              <td>{statementKindLabel(l.kind)}</td>
              <td className="mono statement-table__ref">{l.reference}</td>
              <td className="num">
                <StatementAmount value={l.amount} />
              </td>
              <td className="num" data-testid="statement-balance">
                {formatUsd(l.balance)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
