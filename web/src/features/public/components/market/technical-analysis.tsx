import { useId, useMemo, useState } from 'react';
import type { CandleInterval } from '@contracts/market';
import { INSTRUMENTS, INSTRUMENTS_BY_SYMBOL, TRADING_TYPES } from '@contracts/instruments';
import { formatPrice } from '../../../../shared/format/price';
import { LoadingBlock } from '../../../../shared/ui/spinner';
import { TableHead } from '../../../../shared/ui/table-head';
import { useCandles } from '../../../trading/hooks/use-candles';
import { useLivePrice } from '../../../trading/hooks/use-live-price';
import { analyse, RSI_OVERBOUGHT, RSI_OVERSOLD, type IndicatorReading, type Verdict } from '@contracts/rules/technical-analysis';

/** Enough candles for the 200-period averages. */
const HISTORY = 300;
const INTERVALS: { value: CandleInterval; label: string }[] = [
  { value: '1h', label: '1 hour' },
  { value: '1d', label: '1 day' },
];

/** Moving averages, RSI and MACD of a chosen instrument, from our candles and its live price. */
export function TechnicalAnalysis() {
  const [symbol, setSymbol] = useState('BTCUSD');
  const [interval, setCandleInterval] = useState<CandleInterval>('1d');
  const selectId = useId();
  const candles = useCandles(symbol, interval, HISTORY);
  const live = useLivePrice(symbol);
  const decimals = INSTRUMENTS_BY_SYMBOL.get(symbol)?.decimals ?? 2;

  const analysis = useMemo(() => {
    if (!candles.data?.length) return null;
    const closes = candles.data.map((c) => c.close);
    // The current candle closes at the live price.
    const current = candles.data.at(-1);
    if (live && current && live.time / 1000 >= current.time) closes[closes.length - 1] = live.price;
    return analyse(closes);
  }, [candles.data, live]);

  return (
    <section className="card panel ta" aria-labelledby="ta-title" data-testid="technical-analysis">
      <div className="panel__header ta__header">
        <h2 id="ta-title" className="panel__title">
          Technical analysis
        </h2>
        <div className="ta__controls">
          <label className="visually-hidden" htmlFor={selectId}>
            Instrument
          </label>
          <select id={selectId} className="input select ta__select" value={symbol} onChange={(e) => setSymbol(e.target.value)} data-testid="ta-symbol">
            {TRADING_TYPES.map((type) => (
              <optgroup key={type} label={type}>
                {INSTRUMENTS.filter((i) => i.trading_type === type).map((i) => (
                  <option key={i.symbol} value={i.symbol}>
                    {i.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <div className="segmented" role="group" aria-label="Candle interval">
            {INTERVALS.map((i) => (
              <button key={i.value} type="button" className="segmented__btn" aria-pressed={interval === i.value} onClick={() => setCandleInterval(i.value)}>
                {i.label}
              </button>
            ))}
          </div>
        </div>
      </div>

      {candles.isError && <p className="empty">The price history cannot be loaded right now.</p>}
      {!analysis && !candles.isError && <LoadingBlock label="Computing indicators" />}
      {analysis && (
        <>
          <div className="ta__summary" data-testid="ta-summary" data-verdict={analysis.summary ?? ''}>
            <p className="ta__summary-label">Summary</p>
            <p className={`ta__verdict ta__verdict--${(analysis.summary ?? 'Neutral').toLowerCase()}`}>{analysis.summary ?? '-'}</p>
            <p className="muted ta__counts">
              <span>Buy {analysis.counts.Buy}</span> · <span>Neutral {analysis.counts.Neutral}</span> · <span>Sell {analysis.counts.Sell}</span>
            </p>
          </div>
          <div className="ta__tables">
            <ReadingTable caption="Moving averages" rows={analysis.movingAverages} decimals={decimals} />
            <ReadingTable caption="Oscillators" rows={analysis.oscillators} decimals={decimals} />
          </div>
        </>
      )}
      <p className="simulated-note">
        Each average reads Buy when the price is above it and Sell when below; RSI reads Buy under {RSI_OVERSOLD} and Sell over {RSI_OVERBOUGHT}; MACD reads Buy
        above its signal line. These describe past, simulated prices: they are not a forecast and not advice.
      </p>
    </section>
  );
}

function ReadingTable({ caption, rows, decimals }: { caption: string; rows: IndicatorReading[]; decimals: number }) {
  return (
    <table className="ta__table">
      <caption>{caption}</caption>
      <TableHead columns={['Indicator', 'Value', 'Action']} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td className="ta__value">{formatPrice(r.value, r.name.startsWith('RSI') ? 2 : decimals)}</td>
            <td>
              <VerdictChip verdict={r.verdict} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function VerdictChip({ verdict }: { verdict: Verdict | null }) {
  if (!verdict) return <span className="muted">Not enough data</span>;
  return <span className={`verdict verdict--${verdict.toLowerCase()}`}>{verdict}</span>;
}
