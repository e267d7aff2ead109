import { useState, type FormEvent } from 'react';
import { type TradingType } from '@contracts/instruments';
import { TRADE_LIMITS } from '@contracts/limits';
import { DEFAULT_TRADE_DURATIONS, potentialAmount, STRIKE_RATES, type StrikeRate, type TradeMode } from '@contracts/trade-rules';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDuration } from '../../../shared/format/duration';
import { useSingleFlight } from '../../../shared/hooks/use-single-flight';
import { useMode } from '../../../shared/store/app-store';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useSubmitTrade } from '../hooks/use-submit-trade';

interface TradeFormProps {
  category: TradingType;
  symbol: string;
  durations?: number[];
  strikeRates?: StrikeRate[];
}

/** Amount, expiry and payout option, then Buy (price ends higher) or Sell (price ends lower). */
export function TradeForm({ category, symbol, durations = [...DEFAULT_TRADE_DURATIONS], strikeRates = [...STRIKE_RATES] }: TradeFormProps) {
  const mode = useMode();
  const [amountText, setAmountText] = useState('10');
  const [chosenDuration, setDuration] = useState<number | null>(null);
  const [optionValue, setOptionValue] = useState(strikeRates[0]?.value ?? 1);
  const [amountError, setAmountError] = useState<string>();
  const submit = useSubmitTrade();

  // The first allowed duration until the user picks one (the server's list may arrive late).
  const duration = chosenDuration !== null && durations.includes(chosenDuration) ? chosenDuration : (durations[0] ?? 60);
  const option = strikeRates.find((o) => o.value === optionValue) ?? strikeRates[0];
  const amount = Number(amountText);
  const amountValid = amountText.trim() !== '' && Number.isFinite(amount) && amount >= TRADE_LIMITS.minAmount;
  const shownAmount = amountValid ? amount : 0;

  const { run: place, running } = useSingleFlight(async (tradeMode: TradeMode) => {
    const problem = amountProblem(amountText);
    setAmountError(problem);
    if (problem || !option) return;
    submit.reset();
    await submit
      .mutateAsync({ amount, duration, mode, strike_rate: option.value, trading_type: category, symbol, trade_mode: tradeMode })
      .catch(() => undefined);
  });

  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form className="card panel trade-form" onSubmit={onSubmit} noValidate aria-label="Place a trade">
      <header className="panel__header">
        <h2 className="panel__title">Place a trade</h2>
        <span className={`mode-chip mode-chip--${mode}`}>{mode === 'demo' ? 'Demo' : 'Live'}</span>
      </header>
      <TextField
        label="Amount (USD)"
        type="number"
        inputMode="decimal"
        min={TRADE_LIMITS.minAmount}
        max={TRADE_LIMITS.maxAmount}
        step="any"
        value={amountText}
        onChange={(e) => setAmountText(e.target.value)}
        error={amountError}
        testId="trade-amount"
      />
      <SelectField label="Duration" value={duration} onChange={(e) => setDuration(Number(e.target.value))} testId="trade-duration">
        {durations.map((d) => (
          <option key={d} value={d}>
            {formatDuration(d)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Payout option"
        value={option?.value ?? ''}
        onChange={(e) => setOptionValue(Number(e.target.value))}
        testId="trade-option"
        footer={
          option && (
            <dl className="potential">
              <div>
                <dt>Buy pays {option.buy}%</dt>
                <dd data-testid="trade-potential-buy">${potentialAmount(shownAmount, option.buy)}</dd>
              </div>
              <div>
                <dt>Sell pays {option.sell}%</dt>
                <dd data-testid="trade-potential-sell">${potentialAmount(shownAmount, option.sell)}</dd>
              </div>
            </dl>
          )
        }
      >
        {strikeRates.map((o) => (
          <option key={o.value} value={o.value}>
            Option {o.value}: Buy {o.buy}% / Sell {o.sell}%
          </option>
        ))}
      </SelectField>
      {submit.isError && <Alert testId="trade-error">{errorMessage(submit.error)}</Alert>}
      {submit.isSuccess && (
        <Alert tone="success" testId="trade-success">
          {submit.data.message || 'Trade placed.'}
        </Alert>
      )}
      <div className="trade-form__actions">
        <Button type="button" variant="buy" loading={running} onClick={() => void place('Buy')} testId="trade-buy">
          ▲ Buy
        </Button>
        <Button type="button" variant="sell" loading={running} onClick={() => void place('Sell')} testId="trade-sell">
          ▼ Sell
        </Button>
      </div>
    </form>
  );
}

function amountProblem(text: string): string | undefined {
  const value = Number(text);
  if (!text.trim() || !Number.isFinite(value)) return 'Amount must be a number';
  if (value < TRADE_LIMITS.minAmount) return `Amount must be at least ${TRADE_LIMITS.minAmount}`;
  if (value > TRADE_LIMITS.maxAmount) return `Amount must be at most ${TRADE_LIMITS.maxAmount.toLocaleString('en-US')}`;
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return 'Amount can have at most 2 decimals';
  return undefined;
}
