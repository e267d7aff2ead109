import { INSTRUMENTS_BY_SYMBOL } from '@contracts/instruments';
import { TRADE_LIMITS } from '@contracts/limits';
import { DEFAULT_TRADE_DURATIONS, STRIKE_RATES } from '@contracts/trade-rules';
import { formatDuration } from '../../../shared/format/duration';
import { formatUsd } from '../../../shared/format/money';
import { LivePrice } from '../../trading/components/live-price';
import { useTradingOptions } from '../../trading/hooks/use-trading-options';
import { SimulatedNote } from './simulated-note';

const percents = STRIKE_RATES.flatMap((r) => [r.buy, r.sell]);

/** The trading conditions of a coin's instruments, from the shared catalogue and the server's options. */
export function TradingConditions({ symbols }: { symbols: readonly string[] }) {
  const options = useTradingOptions();
  const durations = options.data?.durations ?? DEFAULT_TRADE_DURATIONS;
  const instruments = symbols.map((s) => INSTRUMENTS_BY_SYMBOL.get(s)).filter((i) => i !== undefined);

  return (
    <section className="conditions card" aria-labelledby="conditions-title">
      <h2 id="conditions-title" className="conditions__title">
        Trading conditions
      </h2>
      <dl className="conditions__list">
        {instruments.map((i) => (
          <div key={i.symbol} className="conditions__row">
            <dt>{i.name}</dt>
            <dd>
              <LivePrice symbol={i.symbol} decimals={i.decimals} testId="conditions-price" />
            </dd>
          </div>
        ))}
        <div className="conditions__row">
          <dt>Stake per trade</dt>
          <dd>
            {formatUsd(TRADE_LIMITS.minAmount)} to {formatUsd(TRADE_LIMITS.maxAmount)}
          </dd>
        </div>
        <div className="conditions__row">
          <dt>Expiry times</dt>
          <dd>{durations.map(formatDuration).join(', ')}</dd>
        </div>
        <div className="conditions__row">
          <dt>Payout on a win</dt>
          <dd>
            {Math.min(...percents)}% to {Math.max(...percents)}% of the stake, by the option and direction you choose
          </dd>
        </div>
        <div className="conditions__row">
          <dt>Leverage</dt>
          <dd>None: a trade never costs more than its stake</dd>
        </div>
        <div className="conditions__row">
          <dt>Trading hours</dt>
          <dd>24 hours a day, 7 days a week</dd>
        </div>
      </dl>
      <SimulatedNote />
    </section>
  );
}
