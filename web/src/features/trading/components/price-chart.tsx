import type { CandleInterval } from '@contracts/market';
import { useCandleChart } from '../hooks/use-candle-chart';
import { ChartAttribution } from './chart-attribution';

interface PriceChartProps {
  symbol: string;
  decimals: number;
  /** Candle length; one minute unless told. */
  interval?: CandleInterval;
  /** How many candles of history to load. */
  limit?: number;
  className?: string;
}

/**
 * Candles of a symbol drawn with lightweight-charts (TradingView's library, credited by a link under
 * the chart rather than its logo over the candles), loaded from the API and extended by live ticks.
 * The public site's market pages use it; the trading screen has TradingChart.
 */
export function PriceChart({ symbol, decimals, interval = '1m', limit, className }: PriceChartProps) {
  const { containerRef, candles } = useCandleChart({ symbol, decimals, interval, limit });
  return (
    <>
      <div className={`chart ${className ?? ''}`} aria-label={`Price chart of ${symbol}`} role="figure">
        <div ref={containerRef} className="chart__canvas" />
        {candles.isError && <p className="chart__note">Chart history is unavailable right now.</p>}
      </div>
      <ChartAttribution />
    </>
  );
}
