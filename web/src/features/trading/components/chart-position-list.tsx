import { instrumentName } from '../lib/instrument-label';
import { positionText, type ChartPosition } from '../lib/chart-positions';

/** The chart's markers in words (the canvas cannot be read): one item per open trade on the instrument. */
export function ChartPositionList({
  symbol,
  positions,
  decimals,
  now,
}: {
  symbol: string;
  positions: readonly ChartPosition[];
  decimals: number;
  now: number;
}) {
  if (positions.length === 0) return null;
  return (
    <ul className="visually-hidden" aria-label={`Open positions marked on the ${instrumentName(symbol)} chart`}>
      {positions.map((p) => (
        <li key={p.tradeId} data-testid="chart-position" data-trade-id={p.tradeId} data-direction={p.direction} data-state={p.state}>
          {positionText(p, decimals, now)}
        </li>
      ))}
    </ul>
  );
}
