import { useLayoutEffect, useRef, useState } from 'react';
import type { Logical } from 'lightweight-charts';
import type { Candle } from '@contracts/market';
import { formatPrice } from '../../../shared/format/price';
import type { CandleChart } from '../hooks/use-candle-chart';
import { useChartRedraw } from '../hooks/use-chart-redraw';
import { placePriceTag, priceTagWidth } from '../lib/chart-price-tag';

/**
 * The current price on the chart, as a tag on its dotted line just right of the last candle, inside
 * the plot: on the price axis it would hide the axis's own labels. Greyed while the price is stale,
 * as above the chart. For the eye only; the price is said in words above the chart (TradingPrice).
 */
export function ChartPriceTag({ handle, bars, decimals, stale }: { handle: CandleChart | null; bars: readonly Candle[]; decimals: number; stale: boolean }) {
  useChartRedraw(handle);
  // Placed by its drawn width once known (the text's estimate before the first paint).
  const tag = useRef<HTMLSpanElement>(null);
  const [drawnWidth, setDrawnWidth] = useState(0);
  const last = bars.at(-1);
  const text = last ? formatPrice(last.close, decimals) : '';
  useLayoutEffect(() => {
    const width = tag.current?.offsetWidth ?? 0;
    if (width > 0 && width !== drawnWidth) setDrawnWidth(width);
  }, [text, drawnWidth]);
  if (!handle || !last) return null;
  const width = Math.max(drawnWidth, priceTagWidth(text));
  const timeScale = handle.chart.timeScale();
  const lastIndex = handle.series.data().length - 1;
  const place = placePriceTag(
    lastIndex >= 0 ? timeScale.logicalToCoordinate(lastIndex as Logical) : null,
    timeScale.options().barSpacing,
    handle.series.priceToCoordinate(last.close),
    { width: timeScale.width(), height: handle.chart.paneSize().height },
    width,
  );
  if (!place) return null;
  const look = stale ? 'stale' : last.close >= last.open ? 'up' : 'down';
  return (
    <span
      ref={tag}
      className={`chart-price-tag chart-price-tag--${look}`}
      style={{ left: place.left, top: place.top }}
      aria-hidden="true"
      data-testid="chart-price-tag"
    >
      {text}
    </span>
  );
}
