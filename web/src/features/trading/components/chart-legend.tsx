import { BOLLINGER_DEVIATIONS, BOLLINGER_PERIOD, RSI_OVERBOUGHT, RSI_OVERSOLD, RSI_PERIOD } from '../lib/chart-indicators';
import type { ChartIndicators } from '../lib/chart-settings';

/** Which coloured line is which, in the plot's top left corner while any indicator is on. */
export function ChartLegend({ indicators }: { indicators: ChartIndicators }) {
  const items: [key: string, text: string][] = [];
  if (indicators.sma.on) items.push(['sma', `SMA ${indicators.sma.period}`]);
  if (indicators.ema.on) items.push(['ema', `EMA ${indicators.ema.period}`]);
  if (indicators.bollinger) items.push(['bands', `BB ${BOLLINGER_PERIOD}, ${BOLLINGER_DEVIATIONS}`]);
  if (indicators.rsi) items.push(['rsi', `RSI ${RSI_PERIOD} (${RSI_OVERSOLD}/${RSI_OVERBOUGHT})`]);
  if (items.length === 0) return null;
  return (
    <ul className="chart-legend" aria-label="Indicators on the chart" data-testid="chart-legend">
      {items.map(([key, text]) => (
        <li key={key} className={`chart-legend__item chart-legend__item--${key}`} data-indicator={key}>
          {text}
        </li>
      ))}
    </ul>
  );
}
