import type { Logical } from 'lightweight-charts';
import { countdownSeconds, formatCountdown } from '../../../shared/format/duration';
import type { CandleChart } from '../hooks/use-candle-chart';
import { useChartRedraw } from '../hooks/use-chart-redraw';
import { expiryLogical, logicalCoordinate, placeExpiry } from '../lib/chart-expiry';
import type { ChartPosition } from '../lib/chart-positions';

/** Room a label needs to the left of its line; nearer the left edge it goes to the right. */
const LABEL_ROOM = 96;
const LABEL_STEP = 24;
const LABEL_TOP = 6;

/**
 * A vertical line at each open trade's expiry, drawn over the chart. Expiries lie ahead of the last
 * candle, where the chart has no times: they are placed by bar count (candles of the chosen length
 * continuing on); one beyond the visible edge waits at the edge with an arrow. Labels stack so that
 * several expiries stay readable.
 */
export function ChartExpiryMarkers({
  handle,
  positions,
  seconds,
  now,
}: {
  handle: CandleChart | null;
  positions: readonly ChartPosition[];
  seconds: number;
  now: number;
}) {
  useChartRedraw(handle);

  if (!handle || positions.length === 0) return null;
  const bars = handle.series.data();
  const last = bars.at(-1);
  if (!last) return null;
  const timeScale = handle.chart.timeScale();
  const width = timeScale.width();
  const height = handle.chart.paneSize().height;

  return (
    <div className="chart-expiry" aria-hidden="true" style={{ width, height }}>
      {positions.map((p, i) => {
        const logical = expiryLogical(bars.length - 1, last.time as number, p.expiresAt, seconds);
        const place = placeExpiry(
          logicalCoordinate(logical, (bar) => timeScale.logicalToCoordinate(bar as Logical)),
          width,
        );
        if (!place) return null;
        const left = p.expiresAt - now;
        const side = place.x < LABEL_ROOM ? 'right' : 'left';
        return (
          <div
            key={p.tradeId}
            className={`chart-expiry__marker chart-expiry__marker--${p.state}`}
            style={{ left: place.x }}
            data-offscreen={place.offscreen ?? undefined}
          >
            {/* Labels stack from the top while they fit; further expiries keep their line. */}
            {LABEL_TOP + (i + 1) * LABEL_STEP <= height && (
              <span className={`chart-expiry__label chart-expiry__label--${side}`} style={{ top: LABEL_TOP + i * LABEL_STEP }}>
                {place.offscreen === 'left' && '← '}
                {p.direction === 'Buy' ? '▲' : '▼'} {p.direction} {left > 0 ? formatCountdown(countdownSeconds(p.expiresAt, now, p.duration)) : 'settling'}
                {place.offscreen === 'right' && ' →'}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
