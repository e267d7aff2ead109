import { useEffect, useMemo, useRef } from 'react';
import { LineSeries, LineStyle, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { Candle } from '@contracts/market';
import { bollingerPoints, emaPoints, rsiPoints, RSI_OVERBOUGHT, RSI_OVERSOLD, smaPoints, type IndicatorPoint } from '../lib/chart-indicators';
import type { ChartIndicators } from '../lib/chart-settings';
import type { ChartColors } from '../lib/chart-theme';
import { pricesOf } from './use-candle-chart';

type Line = ISeriesApi<'Line'>;

/** The RSI's pane under the prices, about a quarter of the plot. */
const RSI_PANE = 1;
const RSI_STRETCH = 0.6;

interface IndicatorLines {
  sma?: Line;
  ema?: Line;
  bands?: { upper: Line; middle: Line; lower: Line };
  rsi?: Line;
}

const toData = (points: IndicatorPoint[]) => points.map((p) => ({ time: p.time as UTCTimestamp, value: p.value }));

/** A thin overlay line that leaves the price axis alone (no label of its own there). */
const overlay = (color: string, style: LineStyle = LineStyle.Solid) => ({
  color,
  lineWidth: 1 as const,
  lineStyle: style,
  lastValueVisible: false,
  priceLineVisible: false,
  crosshairMarkerVisible: false,
});

/**
 * The chart's indicators as line series over the prices (SMA, EMA, Bollinger bands) and in a pane of
 * their own under them (RSI, 0 to 100 with its 30 and 70 lines), added and removed as they are
 * switched, computed again from the bars on every change (a few hundred candles: well under a
 * millisecond).
 */
export function useChartIndicators(chart: IChartApi | null, bars: readonly Candle[], indicators: ChartIndicators, colors: ChartColors, decimals: number): void {
  const lines = useRef<IndicatorLines>({});
  const colorsRef = useRef(colors);
  colorsRef.current = colors;
  const decimalsRef = useRef(decimals);
  decimalsRef.current = decimals;
  const closes = useMemo(() => bars.map((b) => ({ time: b.time, close: b.close })), [bars]);
  const { sma, ema, bollinger, rsi } = indicators;

  // Series come and go with their switches.
  useEffect(() => {
    if (!chart) return;
    const palette = colorsRef.current;
    const added: Line[] = [];
    const add = (options: ReturnType<typeof overlay>, pane = 0) => {
      const line = chart.addSeries(LineSeries, pane === 0 ? { ...options, priceFormat: pricesOf(decimalsRef.current) } : options, pane);
      added.push(line);
      return line;
    };
    const next: IndicatorLines = {};
    if (sma.on) next.sma = add(overlay(palette.sma));
    if (ema.on) next.ema = add(overlay(palette.ema));
    if (bollinger) {
      next.bands = { upper: add(overlay(palette.bands)), middle: add(overlay(palette.bands, LineStyle.Dashed)), lower: add(overlay(palette.bands)) };
    }
    if (rsi) {
      next.rsi = add(overlay(palette.rsi), RSI_PANE);
      next.rsi.applyOptions({
        priceFormat: { type: 'custom', minMove: 1, formatter: (v: number) => v.toFixed(0) },
        autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
      });
      for (const level of [RSI_OVERBOUGHT, RSI_OVERSOLD]) {
        // Unlabelled on the axis (the legend names 30 and 70): a label there would hide the scale's own.
        next.rsi.createPriceLine({ price: level, color: palette.muted, lineWidth: 1, lineStyle: LineStyle.Dotted, axisLabelVisible: false, title: '' });
      }
      chart.panes()[RSI_PANE]?.setStretchFactor(RSI_STRETCH);
    }
    lines.current = next;
    return () => {
      lines.current = {};
      for (const line of added) {
        try {
          chart.removeSeries(line);
        } catch {
          // the chart is gone already
        }
      }
    };
  }, [chart, sma.on, ema.on, bollinger, rsi]);

  useEffect(() => {
    const { sma: s, ema: e, bands, rsi: r } = lines.current;
    s?.applyOptions({ color: colors.sma });
    e?.applyOptions({ color: colors.ema });
    for (const band of bands ? [bands.upper, bands.middle, bands.lower] : []) band.applyOptions({ color: colors.bands });
    r?.applyOptions({ color: colors.rsi });
    for (const line of r?.priceLines() ?? []) line.applyOptions({ color: colors.muted });
  }, [colors, chart, sma.on, ema.on, bollinger, rsi]);

  useEffect(() => {
    const format = pricesOf(decimals);
    const { sma: s, ema: e, bands } = lines.current;
    for (const line of [s, e, bands?.upper, bands?.middle, bands?.lower]) line?.applyOptions({ priceFormat: format });
  }, [decimals, chart, sma.on, ema.on, bollinger]);

  useEffect(() => {
    const { sma: s, ema: e, bands, rsi: r } = lines.current;
    s?.setData(toData(smaPoints(closes, sma.period)));
    e?.setData(toData(emaPoints(closes, ema.period)));
    if (bands) {
      const b = bollingerPoints(closes);
      bands.upper.setData(toData(b.upper));
      bands.middle.setData(toData(b.middle));
      bands.lower.setData(toData(b.lower));
    }
    r?.setData(toData(rsiPoints(closes)));
  }, [closes, chart, sma.on, sma.period, ema.on, ema.period, bollinger, rsi]);
}
