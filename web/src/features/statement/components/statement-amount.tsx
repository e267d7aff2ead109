import { signedUsd } from '../lib/statement';

/** A movement's amount: its sign written out, money in green and money out red. */
export function StatementAmount({ value }: { value: number }) {
  return (
    <span className={`statement-amount statement-amount--${value > 0 ? 'in' : value < 0 ? 'out' : 'flat'}`} data-testid="statement-amount">
      {signedUsd(value)}
    </span>
  );
}
