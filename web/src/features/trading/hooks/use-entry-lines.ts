import { useEffect, useRef } from 'react';
import { LineStyle, type AutoscaleInfo, type IPriceLine } from 'lightweight-charts';
import type { Moneyness } from '../lib/position';
import { rangeWithEntries, type ChartPosition } from '../lib/chart-positions';
import type { ChartColors } from '../lib/chart-theme';
import type { PriceSeries } from './use-candle-chart';

export const stateColor = (state: Moneyness, colors: ChartColors): string => (state === 'in' ? colors.buy : state === 'out' ? colors.sell : colors.muted);

/**
 * One dashed price line per open trade at its open price, coloured by in/out of the money; gone when
 * it settles. The price scale widens to keep every entry line in view.
 */
export function useEntryLines(series: PriceSeries | null, positions: readonly ChartPosition[], colors: ChartColors): void {
  const lines = useRef(new Map<number, { line: IPriceLine; look: string }>());
  const latest = useRef(positions);
  latest.current = positions;

  useEffect(() => {
    series?.applyOptions({
      autoscaleInfoProvider: (base: () => AutoscaleInfo | null) => {
        const info = base();
        return info?.priceRange ? { ...info, priceRange: rangeWithEntries(info.priceRange, latest.current) } : info;
      },
    });
  }, [series]);

  useEffect(() => {
    if (!series) return;
    const shown = lines.current;
    const open = new Set<number>();
    for (const p of positions) {
      open.add(p.tradeId);
      const color = stateColor(p.state, colors);
      const look = `${p.openPrice} ${color}`;
      const existing = shown.get(p.tradeId);
      if (existing?.look === look) continue;
      const options = {
        price: p.openPrice,
        color,
        lineWidth: 2 as const,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title: `${p.direction === 'Buy' ? '▲' : '▼'} ${p.direction}`,
      };
      if (existing) existing.line.applyOptions(options);
      shown.set(p.tradeId, { line: existing?.line ?? series.createPriceLine(options), look });
    }
    for (const [id, { line }] of shown) {
      if (open.has(id)) continue;
      series.removePriceLine(line);
      shown.delete(id);
    }
  }, [series, positions, colors]);

  // A new series (or none) starts without lines.
  useEffect(() => () => lines.current.clear(), [series]);
}
