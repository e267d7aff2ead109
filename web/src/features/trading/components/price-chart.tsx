import { useEffect, useRef } from 'react';
import { CandlestickSeries, ColorType, createChart, type CandlestickData, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { CANDLE_SECONDS, type CandleInterval } from '@contracts/api';
import type { PriceTick } from '@contracts/events';
import { useSocketEvent } from '../../../shared/realtime/socket-context';
import { useCandles } from '../hooks/use-candles';

interface PriceChartProps {
  symbol: string;
  decimals: number;
  /** Candle length; one minute on the trading screen. */
  interval?: CandleInterval;
  /** How many candles of history to load. */
  limit?: number;
  className?: string;
}

/**
 * Candles of a symbol drawn with lightweight-charts (TradingView's library; its attribution logo
 * stays on), loaded from the API and extended by live ticks.
 */
export function PriceChart({ symbol, decimals, interval = '1m', limit, className }: PriceChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const lastRef = useRef<CandlestickData<UTCTimestamp> | null>(null);
  /** The symbol whose history is on the chart; ticks of another symbol are ignored until it loads. */
  const loadedSymbolRef = useRef<string | null>(null);
  const candles = useCandles(symbol, interval, limit);
  const daily = interval === '1d';

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#8b97ad', fontFamily: 'inherit', attributionLogo: true },
      grid: { vertLines: { color: 'rgba(139, 151, 173, 0.08)' }, horzLines: { color: 'rgba(139, 151, 173, 0.08)' } },
      rightPriceScale: { borderColor: 'rgba(139, 151, 173, 0.2)' },
      timeScale: { borderColor: 'rgba(139, 151, 173, 0.2)', timeVisible: !daily, secondsVisible: false },
    });
    seriesRef.current = chart.addSeries(CandlestickSeries, {
      upColor: '#22c55e',
      downColor: '#ef4444',
      borderVisible: false,
      wickUpColor: '#22c55e',
      wickDownColor: '#ef4444',
    });
    chartRef.current = chart;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
    // Created once; a chart keeps its interval for its lifetime.
  }, []);

  useEffect(() => {
    loadedSymbolRef.current = null;
    lastRef.current = null;
  }, [symbol]);

  useEffect(() => {
    const series = seriesRef.current;
    if (!series || !candles.data) return;
    series.applyOptions({ priceFormat: { type: 'price', precision: decimals, minMove: 1 / 10 ** decimals } });
    const data = candles.data.map((c) => ({ ...c, time: c.time as UTCTimestamp }));
    series.setData(data);
    lastRef.current = data.at(-1) ?? null;
    loadedSymbolRef.current = symbol;
    // A year of daily candles is seen whole; minute candles from the latest one back.
    if (daily) chartRef.current?.timeScale().fitContent();
    else chartRef.current?.timeScale().scrollToRealTime();
  }, [candles.data, decimals, symbol, daily]);

  useSocketEvent('price:tick', ({ ticks }) => {
    if (loadedSymbolRef.current !== symbol) return;
    const tick = ticks.find((t) => t.symbol === symbol);
    const series = seriesRef.current;
    if (!tick || !series) return;
    const candle = extend(lastRef.current, tick, CANDLE_SECONDS[interval]);
    if (!candle) return;
    series.update(candle);
    lastRef.current = candle;
  });

  return (
    <div className={`chart ${className ?? ''}`} aria-label={`Price chart of ${symbol}`} role="figure">
      <div ref={containerRef} className="chart__canvas" />
      {candles.isError && <p className="chart__note">Chart history is unavailable right now.</p>}
    </div>
  );
}

/** The candle after a tick: the current candle widened, or a new one opening at the last close. */
function extend(last: CandlestickData<UTCTimestamp> | null, tick: PriceTick, seconds: number): CandlestickData<UTCTimestamp> | null {
  const time = (Math.floor(tick.time / 1000 / seconds) * seconds) as UTCTimestamp;
  if (!last || time > last.time) {
    const open = last?.close ?? tick.price;
    return { time, open, high: Math.max(open, tick.price), low: Math.min(open, tick.price), close: tick.price };
  }
  if (time < last.time) return null; // a late tick for a closed candle
  return { ...last, high: Math.max(last.high, tick.price), low: Math.min(last.low, tick.price), close: tick.price };
}
