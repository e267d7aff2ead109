import { useEffect, useMemo, useRef, useState } from 'react';
import { CandlestickSeries, ColorType, createChart, LineSeries, LineStyle, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { CANDLE_SECONDS, type Candle, type CandleInterval } from '@contracts/market';
import { formatPrice } from '../../../shared/format/price';
import { extendCandle, skipsCandles, withCandle } from '../lib/chart-candles';
import type { ChartStyle } from '../lib/chart-settings';
import { withAlpha, type ChartColors } from '../lib/chart-theme';
import { useCandles } from './use-candles';
import { useChartColors } from './use-chart-colors';
import { useLivePrice } from './use-live-price';

/** The series that draws the prices: candles, or a line through the closes. */
export type PriceSeries = ISeriesApi<'Candlestick'> | ISeriesApi<'Line'>;

export interface CandleChart {
  chart: IChartApi;
  series: PriceSeries;
}

interface CandleChartOptions {
  symbol: string;
  decimals: number;
  interval: CandleInterval;
  limit?: number;
  /** How long loaded history counts as fresh (0: refetched on every switch back to it). */
  staleTime?: number;
  /** Empty bars kept right of the last candle (room for what is ahead, e.g. expiries). */
  rightOffset?: number;
  /** Candles (the default) or a line through the closes. */
  style?: ChartStyle;
  /** The current price as a label on the price axis (the default); off where the chart places its own tag. */
  lastValueOnAxis?: boolean;
}

/** A refetch for a gap at most this often, should the server have nothing newer either. */
const REFILL_PAUSE_MS = 10_000;

/** The instrument's price format for a series on its scale. */
export const pricesOf = (decimals: number) => ({
  type: 'custom' as const,
  minMove: 1 / 10 ** decimals,
  formatter: (price: number) => formatPrice(price, decimals),
});

/** A price series and the style it draws (its data's shape follows the style). */
interface Drawn {
  series: PriceSeries;
  style: ChartStyle;
}

function addPriceSeries(chart: IChartApi, style: ChartStyle, lastValueOnAxis: boolean, decimals: number): PriceSeries {
  // The format goes in at creation: the price scale takes its labels' format from its first series then.
  const common = { lastValueVisible: lastValueOnAxis, priceLineStyle: LineStyle.Dotted, priceFormat: pricesOf(decimals) };
  return style === 'line'
    ? chart.addSeries(LineSeries, { ...common, lineWidth: 2 }, 0)
    : chart.addSeries(CandlestickSeries, { ...common, borderVisible: false }, 0);
}

const lineData = (bars: readonly Candle[]) => bars.map((b) => ({ time: b.time as UTCTimestamp, value: b.close }));
const candleData = (bars: readonly Candle[]) => bars.map((b) => ({ ...b, time: b.time as UTCTimestamp }));

function setBarsOf({ series, style }: Drawn, bars: readonly Candle[]): void {
  if (style === 'line') (series as ISeriesApi<'Line'>).setData(lineData(bars));
  else (series as ISeriesApi<'Candlestick'>).setData(candleData(bars));
}

function updateBarOf({ series, style }: Drawn, bar: Candle): void {
  if (style === 'line') (series as ISeriesApi<'Line'>).update(lineData([bar])[0]);
  else (series as ISeriesApi<'Candlestick'>).update(candleData([bar])[0]);
}

function paint({ series, style }: Drawn, colors: ChartColors): void {
  // The line in the text's colour: apart from every indicator's and from the buy and sell colours.
  if (style === 'line') (series as ISeriesApi<'Line'>).applyOptions({ color: colors.text, priceLineColor: colors.muted });
  else (series as ISeriesApi<'Candlestick'>).applyOptions({ upColor: colors.buy, downColor: colors.sell, wickUpColor: colors.buy, wickDownColor: colors.sell });
}

/**
 * A price chart of one symbol (TradingView's lightweight-charts) as candles or a line: history from
 * the API, extended by each new live price (useTradingLiveEvents puts the ticks in the price cache);
 * on a switch of symbol or interval the old candles go and the new ones load; a tick past a gap of
 * several candles refetches the history instead of bridging it. Colours follow the theme. The
 * library's logo stays off the candles: whoever shows the chart links TradingView beside it
 * (ChartAttribution), as its licence asks.
 */
export function useCandleChart({
  symbol,
  decimals,
  interval,
  limit,
  staleTime,
  rightOffset = 0,
  style = 'candles',
  lastValueOnAxis = true,
}: CandleChartOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<IChartApi | null>(null);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const colors = useChartColors();
  const candles = useCandles(symbol, interval, limit, staleTime);
  const seconds = CANDLE_SECONDS[interval];
  const key = `${symbol} ${interval}`;
  /** The candles on the chart: the history, extended by live ticks (indicators and the price tag read them). */
  const [bars, setBars] = useState<readonly Candle[]>([]);
  const barsRef = useRef<readonly Candle[]>([]);
  barsRef.current = bars;
  const lastRef = useRef<Candle | null>(null);
  /** Whose candles the series holds: ticks of anything else are ignored until its history loads. */
  const loadedKeyRef = useRef<string | null>(null);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const refillAfter = useRef(0);
  const tick = useLivePrice(symbol);
  const { refetch } = candles;
  const decimalsRef = useRef(decimals);
  decimalsRef.current = decimals;
  const drawnRef = useRef(drawn);
  drawnRef.current = drawn;
  const hasSeries = drawn !== null;
  const series = drawn?.series ?? null;
  const handle = useMemo<CandleChart | null>(() => (chart && series ? { chart, series } : null), [chart, series]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = createChart(container, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, fontFamily: 'inherit', attributionLogo: false },
    });
    setChart(created);
    return () => {
      setChart(null);
      created.remove();
    };
    // Created once; options change through applyOptions below.
  }, []);

  // The price series, made again when the style changes; it keeps the candles already shown.
  useEffect(() => {
    if (!chart) return;
    const created = addPriceSeries(chart, style, lastValueOnAxis, decimalsRef.current);
    setBarsOf({ series: created, style }, barsRef.current);
    setDrawn({ series: created, style });
    return () => {
      setDrawn(null);
      // The chart may be gone already (unmounting removes it first).
      try {
        chart.removeSeries(created);
      } catch {
        // nothing left to remove
      }
    };
  }, [chart, style, lastValueOnAxis]);

  useEffect(() => {
    if (!chart || !drawn) return;
    const grid = withAlpha(colors.muted, 0.12);
    chart.applyOptions({
      layout: { textColor: colors.muted, panes: { separatorColor: colors.border, separatorHoverColor: withAlpha(colors.muted, 0.2) } },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border },
    });
    paint(drawn, colors);
  }, [chart, drawn, colors]);

  useEffect(() => {
    chart?.applyOptions({ timeScale: { rightOffset } });
  }, [chart, rightOffset]);

  useEffect(() => {
    chart?.applyOptions({ timeScale: { timeVisible: seconds < 86400, secondsVisible: seconds < 60 } });
  }, [chart, seconds]);

  useEffect(() => {
    // The scale's prices as everywhere else: the instrument's decimals and grouping separators. Set on
    // the series, not the chart, so that a pane of its own (the RSI's) keeps its own format.
    series?.applyOptions({ priceFormat: pricesOf(decimals) });
  }, [series, decimals]);

  // Another symbol or interval: its candles replace the old ones once they load.
  useEffect(() => {
    loadedKeyRef.current = null;
    lastRef.current = null;
    barsRef.current = [];
    setBars([]);
    setLoadedKey(null);
    if (drawnRef.current) setBarsOf(drawnRef.current, []);
  }, [key]);

  // The history, once loaded (or refilled); a new style's series takes the bars as they are instead.
  useEffect(() => {
    const current = drawnRef.current;
    if (!hasSeries || !current || !candles.data) return;
    setBarsOf(current, candles.data);
    barsRef.current = candles.data;
    setBars(candles.data);
    lastRef.current = candles.data.at(-1) ?? null;
    const first = loadedKeyRef.current !== key;
    loadedKeyRef.current = key;
    setLoadedKey(key);
    if (!first || !chart) return; // a refill keeps the trader's scroll
    // A year of daily candles is seen whole; shorter ones from the latest back.
    if (seconds >= 86400) chart.timeScale().fitContent();
    else chart.timeScale().scrollToRealTime();
  }, [chart, hasSeries, candles.data, key, seconds]);

  // Each new price of the symbol, once its history is on the chart.
  useEffect(() => {
    if (!tick || !drawn || loadedKeyRef.current !== key) return;
    if (skipsCandles(lastRef.current, tick.time, seconds)) {
      if (Date.now() >= refillAfter.current) {
        refillAfter.current = Date.now() + REFILL_PAUSE_MS;
        void refetch();
      }
      return;
    }
    const candle = extendCandle(lastRef.current, tick, seconds);
    if (!candle) return;
    updateBarOf(drawn, candle);
    lastRef.current = candle;
    barsRef.current = withCandle(barsRef.current, candle);
    setBars(barsRef.current);
  }, [tick, drawn, key, seconds, refetch]);

  return { containerRef, handle, candles, colors, bars, loaded: loadedKey === key };
}
