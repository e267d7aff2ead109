import { statementKindLabel, type StatementLineDto } from '@contracts/statement';
import { dateTimeParts } from '../../../shared/format/date-time';
import { formatUsd } from '../../../shared/format/money';
import { StatementAmount } from './statement-amount';

/** The phone layout: two lines a movement (kind and amount; time, reference and the balance after it). */
export function StatementList({ lines }: { lines: StatementLineDto[] }) {
  return (
    <ul className="row-list statement-list" data-testid="statement-mobile">
      {lines.map((l) => (
        <li key={l.reference} className="row-list__row statement-list__row" data-testid="statement-row" data-kind={l.kind} data-reference={l.reference}>
          <strong className="statement-list__kind">{statementKindLabel(l.kind)}</strong>
          <StatementAmount value={l.amount} />
          <span className="statement-list__meta muted">
            <time dateTime={l.time}>{dateTimeParts(l.time)?.join(' ')}</time> · <span className="mono">{l.reference}</span>
          </span>
          <span className="statement-list__balance muted" data-testid="statement-balance">
            {formatUsd(l.balance)}
          </span>
        </li>
      ))}
    </ul>
  );
}
