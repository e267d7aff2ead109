import { type TradingType } from '@contracts/instruments';
import { TRADE_LIMITS } from '@contracts/limits';
import { SubmitTradeDto } from '@contracts/requests/trade.request';
import { tradeAmountProblem } from '@contracts/rules/trade-amount';
import { DEFAULT_TRADE_DURATIONS, STRIKE_RATES, type StrikeRate, type TradeMode } from '@contracts/trade-rules';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDuration } from '../../../shared/format/duration';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useMode } from '../../../shared/store/app-store';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useSubmitTrade } from '../hooks/use-submit-trade';
import { TRADE_SHORTCUTS, useTradeShortcuts } from '../hooks/use-trade-shortcuts';
import { useTradingPause } from '../hooks/use-trading-pause';
import { isInsufficientBalance, TradeFormMessage } from './trade-form-message';
import { TradePauseNote } from './trade-pause-note';
import { TradePreview } from './trade-preview';

/** How long "Trade placed successfully" stays before the form is clean again. */
export const SUCCESS_MESSAGE_MS = 4_000;

interface TradeFormProps {
  category: TradingType;
  symbol: string;
  durations?: number[];
  strikeRates?: StrikeRate[];
}

/**
 * Amount, expiry and payout option, then Buy (price ends higher) or Sell (price ends lower): buttons or
 * B / S; both paused, with the reason above them, while there is no live connection or no fresh price.
 */
export function TradeForm({ category, symbol, durations = [...DEFAULT_TRADE_DURATIONS], strikeRates = [...STRIKE_RATES] }: TradeFormProps) {
  const mode = useMode();
  const [chosenDuration, setDuration] = useState<number | null>(null);
  const [optionValue, setOptionValue] = useState(strikeRates[0]?.value ?? 1);
  const form = useApiForm(SubmitTradeDto, { defaultValues: { amount: 10 } });
  const submit = useSubmitTrade();
  const pause = useTradingPause(symbol);
  const pauseNoteId = useId();
  const { reset: clearMessage, isSuccess, submittedAt } = submit;
  const { clearErrors } = form;

  // The first allowed duration until the user picks one (the server's list may arrive late).
  const duration = chosenDuration !== null && durations.includes(chosenDuration) ? chosenDuration : (durations[0] ?? 60);
  const option = strikeRates.find((o) => o.value === optionValue) ?? strikeRates[0];
  const amount = useWatch({ control: form.control, name: 'amount' });
  const shownAmount = tradeAmountProblem(amount) === null ? amount : 0;

  // A message belongs to the attempt that caused it: a new amount, mode or instrument starts clean.
  useEffect(() => clearMessage(), [amount, clearMessage]);
  useEffect(() => {
    clearMessage();
    clearErrors();
  }, [mode, category, symbol, clearMessage, clearErrors]);
  useEffect(() => {
    if (!isSuccess) return;
    const timer = window.setTimeout(clearMessage, SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [isSuccess, submittedAt, clearMessage]);

  /** The whole request goes through SubmitTradeDto: the chosen selects and direction join the typed amount. */
  const place = (tradeMode: TradeMode) => {
    if (!option || pause || form.formState.isSubmitting) return;
    form.setValue('duration', duration);
    form.setValue('mode', mode);
    form.setValue('strike_rate', option.value);
    form.setValue('trading_type', category);
    form.setValue('symbol', symbol);
    form.setValue('trade_mode', tradeMode);
    void form.submit(async (body) => {
      submit.reset();
      try {
        await submit.mutateAsync(body);
      } catch (error) {
        // Said once, with its ways forward, in the message below the form: not again under the amount.
        if (isInsufficientBalance(error)) return;
        throw error;
      }
    })();
  };
  useTradeShortcuts(place);

  return (
    <form className={`card panel trade-form${pause ? ' trade-form--paused' : ''}`} onSubmit={(e) => e.preventDefault()} noValidate aria-label="Place a trade">
      <header className="panel__header">
        <h2 className="panel__title">Place a trade</h2>
        <span className={`mode-chip mode-chip--${mode}`} data-testid="trade-mode-chip">
          {mode === 'demo' ? 'Demo' : 'Live'}
        </span>
      </header>
      <div className="trade-form__row">
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
        <SelectField
          label="Duration"
          value={duration}
          onChange={(e) => {
            clearMessage();
            setDuration(Number(e.target.value));
          }}
          testId="trade-duration"
        >
          {durations.map((d) => (
            <option key={d} value={d}>
              {formatDuration(d)}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        label="Payout option"
        value={option?.value ?? ''}
        onChange={(e) => {
          clearMessage();
          setOptionValue(Number(e.target.value));
        }}
        testId="trade-option"
        footer={option && <TradePreview stake={shownAmount} option={option} />}
      >
        {strikeRates.map((o) => (
          <option key={o.value} value={o.value}>
            Option {o.value}: Buy {o.buy}% / Sell {o.sell}%
          </option>
        ))}
      </SelectField>
      <TradeFormMessage error={submit.error} success={submit.isSuccess ? submit.data.message || 'Trade placed.' : null} />
      <TradePauseNote pause={pause} id={pauseNoteId} />
      <div className="trade-form__actions">
        {(['Buy', 'Sell'] as const).map((side) => (
          <Button
            key={side}
            type="button"
            variant={side === 'Buy' ? 'buy' : 'sell'}
            loading={form.formState.isSubmitting}
            disabled={pause !== null}
            aria-describedby={pause ? pauseNoteId : undefined}
            onClick={() => place(side)}
            testId={`trade-${side.toLowerCase()}`}
            title={`${side} (${TRADE_SHORTCUTS[side]})`}
            aria-keyshortcuts={TRADE_SHORTCUTS[side]}
          >
            {side === 'Buy' ? '▲ Buy' : '▼ Sell'}
          </Button>
        ))}
      </div>
    </form>
  );
}
