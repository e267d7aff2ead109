import { TRADING_TIMEFRAMES, timeframeName, type TradingTimeframe } from '../lib/chart-timeframes';

/** The chart's candle lengths as toggle buttons; the pressed one is shown. */
export function ChartTimeframeBar({ value, onChange }: { value: TradingTimeframe; onChange: (next: TradingTimeframe) => void }) {
  return (
    <div className="chart-timeframes" role="group" aria-label="Chart timeframe">
      {TRADING_TIMEFRAMES.map((t) => (
        <button
          key={t}
          type="button"
          className="chart-timeframes__button"
          aria-pressed={t === value}
          title={`${timeframeName(t)} candles`}
          data-testid="chart-timeframe"
          data-interval={t}
          onClick={() => onChange(t)}
        >
          {t}
        </button>
      ))}
    </div>
  );
}
