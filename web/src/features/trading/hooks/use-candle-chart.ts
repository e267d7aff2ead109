import { useEffect, useRef, useState } from 'react';
import { CandlestickSeries, ColorType, createChart, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { CANDLE_SECONDS, type Candle, type CandleInterval } from '@contracts/market';
import { formatPrice } from '../../../shared/format/price';
import { extendCandle, skipsCandles } from '../lib/chart-candles';
import { withAlpha } from '../lib/chart-theme';
import { useCandles } from './use-candles';
import { useChartColors } from './use-chart-colors';
import { useLivePrice } from './use-live-price';

export interface CandleChart {
  chart: IChartApi;
  series: ISeriesApi<'Candlestick'>;
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
}

/** A refetch for a gap at most this often, should the server have nothing newer either. */
const REFILL_PAUSE_MS = 10_000;

/** lightweight-charts' attribution stays (its licence) but out of the early tab order, and named. */
function tameAttribution(container: HTMLElement): void {
  container.querySelectorAll<HTMLAnchorElement>('a#tv-attr-logo').forEach((a) => {
    a.tabIndex = -1;
    a.rel = 'noopener';
    a.setAttribute('aria-label', 'Charting by TradingView');
  });
}

/**
 * A candlestick chart of one symbol (TradingView's lightweight-charts): history from the API, extended
 * by each new live price (useTradingLiveEvents puts the ticks in the price cache); on a switch of symbol
 * or interval the old candles go and the new ones load; a tick past a gap of several candles refetches
 * the history instead of bridging it. Colours follow the theme.
 */
export function useCandleChart({ symbol, decimals, interval, limit, staleTime, rightOffset = 0 }: CandleChartOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<CandleChart | null>(null);
  const colors = useChartColors();
  const candles = useCandles(symbol, interval, limit, staleTime);
  const seconds = CANDLE_SECONDS[interval];
  const key = `${symbol} ${interval}`;
  const lastRef = useRef<Candle | null>(null);
  /** Whose candles the series holds: ticks of anything else are ignored until its history loads. */
  const loadedKeyRef = useRef<string | null>(null);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const refillAfter = useRef(0);
  const tick = useLivePrice(symbol);
  const { refetch } = candles;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, fontFamily: 'inherit', attributionLogo: true },
    });
    const series = chart.addSeries(CandlestickSeries, { borderVisible: false });
    // The library re-creates its logo when the colours change: tame each one.
    tameAttribution(container);
    const logo = new MutationObserver(() => tameAttribution(container));
    logo.observe(container, { childList: true, subtree: true });
    setHandle({ chart, series });
    return () => {
      logo.disconnect();
      chart.remove();
      setHandle(null);
    };
    // Created once; options change through applyOptions below.
  }, []);

  useEffect(() => {
    if (!handle) return;
    const grid = withAlpha(colors.muted, 0.12);
    handle.chart.applyOptions({
      layout: { textColor: colors.muted },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border },
    });
    handle.series.applyOptions({ upColor: colors.buy, downColor: colors.sell, wickUpColor: colors.buy, wickDownColor: colors.sell });
  }, [handle, colors]);

  useEffect(() => {
    handle?.chart.applyOptions({ timeScale: { rightOffset } });
  }, [handle, rightOffset]);

  useEffect(() => {
    handle?.chart.applyOptions({ timeScale: { timeVisible: seconds < 86400, secondsVisible: seconds < 60 } });
  }, [handle, seconds]);

  useEffect(() => {
    // The scale's prices as everywhere else: the instrument's decimals and grouping separators.
    handle?.chart.applyOptions({ localization: { priceFormatter: (price: number) => formatPrice(price, decimals) } });
  }, [handle, decimals]);

  useEffect(() => {
    if (!handle) return;
    loadedKeyRef.current = null;
    lastRef.current = null;
    handle.series.setData([]);
    setLoadedKey(null);
  }, [handle, key]);

  useEffect(() => {
    if (!handle || !candles.data) return;
    handle.series.applyOptions({ priceFormat: { type: 'price', precision: decimals, minMove: 1 / 10 ** decimals } });
    handle.series.setData(candles.data.map((c) => ({ ...c, time: c.time as UTCTimestamp })));
    lastRef.current = candles.data.at(-1) ?? null;
    const first = loadedKeyRef.current !== key;
    loadedKeyRef.current = key;
    setLoadedKey(key);
    if (!first) return; // a refill keeps the trader's scroll
    // A year of daily candles is seen whole; shorter ones from the latest back.
    if (seconds >= 86400) handle.chart.timeScale().fitContent();
    else handle.chart.timeScale().scrollToRealTime();
  }, [handle, candles.data, decimals, key, seconds]);

  // Each new price of the symbol, once its history is on the chart.
  useEffect(() => {
    if (!tick || !handle || loadedKeyRef.current !== key) return;
    if (skipsCandles(lastRef.current, tick.time, seconds)) {
      if (Date.now() >= refillAfter.current) {
        refillAfter.current = Date.now() + REFILL_PAUSE_MS;
        void refetch();
      }
      return;
    }
    const candle = extendCandle(lastRef.current, tick, seconds);
    if (!candle) return;
    handle.series.update({ ...candle, time: candle.time as UTCTimestamp });
    lastRef.current = candle;
  }, [tick, handle, key, seconds, refetch]);

  return { containerRef, handle, candles, colors, loaded: loadedKey === key };
}
