import { type TradingType } from '@contracts/instruments';
import { TRADE_LIMITS } from '@contracts/limits';
import { SubmitTradeDto } from '@contracts/requests/trade.request';
import { tradeAmountProblem } from '@contracts/rules/trade-amount';
import { DEFAULT_TRADE_DURATIONS, potentialAmount, STRIKE_RATES, type StrikeRate, type TradeMode } from '@contracts/trade-rules';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDuration } from '../../../shared/format/duration';
import { useApiForm } from '../../../shared/forms/use-api-form';
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
  const [chosenDuration, setDuration] = useState<number | null>(null);
  const [optionValue, setOptionValue] = useState(strikeRates[0]?.value ?? 1);
  const form = useApiForm(SubmitTradeDto, { defaultValues: { amount: 10 } });
  const submit = useSubmitTrade();

  // The first allowed duration until the user picks one (the server's list may arrive late).
  const duration = chosenDuration !== null && durations.includes(chosenDuration) ? chosenDuration : (durations[0] ?? 60);
  const option = strikeRates.find((o) => o.value === optionValue) ?? strikeRates[0];
  const amount = useWatch({ control: form.control, name: 'amount' });
  const shownAmount = tradeAmountProblem(amount) === null ? amount : 0;

  /** The whole request goes through SubmitTradeDto: the chosen selects and direction join the typed amount. */
  const place = (tradeMode: TradeMode) => {
    if (!option || form.formState.isSubmitting) return;
    form.setValue('duration', duration);
    form.setValue('mode', mode);
    form.setValue('strike_rate', option.value);
    form.setValue('trading_type', category);
    form.setValue('symbol', symbol);
    form.setValue('trade_mode', tradeMode);
    void form.submit(async (body) => {
      submit.reset();
      await submit.mutateAsync(body);
    })();
  };

  return (
    <form className="card panel trade-form" onSubmit={(e) => e.preventDefault()} noValidate aria-label="Place a trade">
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
        {...form.register('amount', { valueAsNumber: true })}
        error={form.errorOf('amount')}
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
        <Button type="button" variant="buy" loading={form.formState.isSubmitting} onClick={() => place('Buy')} testId="trade-buy">
          ▲ Buy
        </Button>
        <Button type="button" variant="sell" loading={form.formState.isSubmitting} onClick={() => place('Sell')} testId="trade-sell">
          ▼ Sell
        </Button>
      </div>
    </form>
  );
}
