import { useMemo, useState } from 'react';
import { CANDLE_SECONDS } from '@contracts/market';
import { useNow } from '../../../shared/hooks/use-now';
import { useMode } from '../../../shared/store/app-store';
import { useCandleChart } from '../hooks/use-candle-chart';
import { useChartIndicators } from '../hooks/use-chart-indicators';
import { useEntryLines } from '../hooks/use-entry-lines';
import { useLivePrice } from '../hooks/use-live-price';
import { useQuoteFresh } from '../hooks/use-quote-fresh';
import { useTrades } from '../hooks/use-trades';
import { chartPositions } from '../lib/chart-positions';
import { storedTimeframe, TIMEFRAME_STORAGE_KEY, timeframeName, type TradingTimeframe } from '../lib/chart-timeframes';
import { instrumentName } from '../lib/instrument-label';
import { useChartSettings } from '../store/chart-settings-store';
import { ChartAttribution } from './chart-attribution';
import { ChartExpiryMarkers } from './chart-expiry-markers';
import { ChartIndicatorMenu } from './chart-indicator-menu';
import { ChartLegend } from './chart-legend';
import { ChartPositionList } from './chart-position-list';
import { ChartPriceTag } from './chart-price-tag';
import { ChartStyleToggle } from './chart-style-toggle';
import { ChartTimeframeBar } from './chart-timeframe-bar';
import './trading-chart.css';

/** Bars of room right of the last candle, where the nearest expiries show. */
const RIGHT_OFFSET = 10;

const safeStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The chosen timeframe, remembered in this browser. */
function useTimeframe(): [TradingTimeframe, (next: TradingTimeframe) => void] {
  const [timeframe, setTimeframe] = useState(() => storedTimeframe(safeStorage()));
  const choose = (next: TradingTimeframe) => {
    setTimeframe(next);
    try {
      safeStorage()?.setItem(TIMEFRAME_STORAGE_KEY, next);
    } catch {
      // Not remembered then; the choice still holds on this page.
    }
  };
  return [timeframe, choose];
}

/**
 * The trading screen's chart: candles (or a line) of the chosen timeframe with the indicators the
 * trader switched on, the current price tagged beside the last candle, and for each open trade of
 * the current mode on this instrument an entry line at its open price and a marker at its expiry,
 * coloured by whether it is in the money now; the same markers in words for screen readers and tests.
 */
export function TradingChart({ symbol, decimals }: { symbol: string; decimals: number }) {
  const [timeframe, setTimeframe] = useTimeframe();
  const { style, indicators, setStyle, setIndicators } = useChartSettings();
  const { containerRef, handle, candles, colors, bars, loaded } = useCandleChart({
    symbol,
    decimals,
    interval: timeframe,
    staleTime: 0,
    rightOffset: RIGHT_OFFSET,
    style,
    lastValueOnAxis: false,
  });
  const trades = useTrades(useMode());
  const price = useLivePrice(symbol)?.price;
  const fresh = useQuoteFresh(symbol);
  const positions = useMemo(() => chartPositions(trades.data, symbol, price), [trades.data, symbol, price]);
  const now = useNow(positions.length > 0, 1000);
  useEntryLines(handle?.series ?? null, positions, colors);
  useChartIndicators(handle?.chart ?? null, bars, indicators, colors, decimals);
  const failed = candles.isError && !loaded;

  return (
    <div className="trading-chart" data-testid="trading-chart" data-symbol={symbol} data-interval={timeframe} data-style={style} data-loaded={loaded}>
      <div className="chart-toolbar">
        <ChartTimeframeBar value={timeframe} onChange={setTimeframe} />
        <div className="chart-toolbar__end">
          <ChartStyleToggle value={style} onChange={setStyle} />
          <ChartIndicatorMenu value={indicators} onChange={setIndicators} />
        </div>
      </div>
      <div
        className="chart trading-chart__plot"
        role="figure"
        aria-label={`Price chart of ${instrumentName(symbol)}, ${timeframeName(timeframe)} ${style === 'line' ? 'line' : 'candles'}`}
        data-testid="trading-chart-plot"
      >
        <div ref={containerRef} className="chart__canvas" />
        {loaded && <ChartLegend indicators={indicators} />}
        {loaded && <ChartPriceTag handle={handle} bars={bars} decimals={decimals} stale={!fresh} />}
        {loaded && <ChartExpiryMarkers handle={handle} positions={positions} seconds={CANDLE_SECONDS[timeframe]} now={now} />}
        {!loaded && !failed && (
          <div className="trading-chart__loading" role="status" data-testid="chart-loading">
            <span className="spinner" aria-hidden="true" />
            <span>Loading chart…</span>
          </div>
        )}
        {failed && (
          <div className="trading-chart__error" role="alert">
            <span>Chart history is unavailable right now.</span>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void candles.refetch()}>
              Try again
            </button>
          </div>
        )}
      </div>
      <ChartPositionList symbol={symbol} positions={positions} decimals={decimals} now={now} />
      <ChartAttribution />
    </div>
  );
}
