import type { TradingType } from '@contracts/instruments';
import { SubmitTradeDto } from '@contracts/requests/trade.request';
import { tradeAmountProblem } from '@contracts/rules/trade-amount';
import type { TradeDto } from '@contracts/trading';
import type { StrikeRate, TradeMode } from '@contracts/trade-rules';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDuration } from '../../../shared/format/duration';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useMode } from '../../../shared/store/app-store';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { useDockHeight } from '../hooks/use-dock-height';
import { useSubmitTrade } from '../hooks/use-submit-trade';
import { TRADE_SHORTCUTS, useTradeShortcuts } from '../hooks/use-trade-shortcuts';
import { useTrades } from '../hooks/use-trades';
import { useTradingPause } from '../hooks/use-trading-pause';
import { lastOwnTrade, repeatProblem, repeatRequest } from '../lib/last-trade';
import { RepeatTradeButton } from './repeat-trade-button';
import { StakeField } from './stake-field';
import { isInsufficientBalance, TradeFormMessage } from './trade-form-message';
import { TradePauseNote } from './trade-pause-note';
import { TradePreview } from './trade-preview';

/** How long "Trade placed successfully" stays before the form is clean again. */
export const SUCCESS_MESSAGE_MS = 4_000;

interface TradeFormProps {
  category: TradingType;
  symbol: string;
  /** Every offered symbol (a repeated trade's must still be one). */
  symbols: readonly string[];
  durations: readonly number[];
  duration: number;
  onDuration: (duration: number) => void;
  strikeRates: readonly StrikeRate[];
  option: StrikeRate | undefined;
  onOption: (value: number) => void;
}

/**
 * Amount (typed, stepped or a preset), expiry and payout option, then Buy (price ends higher) or Sell
 * (price ends lower): buttons or B / S; or the last trade of this mode again. All paused, with the
 * reason above them, while there is no live connection or no fresh price. On a phone the outcome,
 * the pause and the buttons stay docked above the bottom bar, so a message never pushes them away.
 */
export function TradeForm({ category, symbol, symbols, durations, duration, onDuration, strikeRates, option, onOption }: TradeFormProps) {
  const mode = useMode();
  const form = useApiForm(SubmitTradeDto, { defaultValues: { amount: 10 } });
  const submit = useSubmitTrade();
  const trades = useTrades(mode);
  const pause = useTradingPause(symbol);
  const pauseNoteId = useId();
  const dock = useRef<HTMLDivElement>(null);
  useDockHeight(dock);
  const { reset: clearMessage, isSuccess, submittedAt } = submit;
  const { clearErrors, setValue } = form;

  const amount = useWatch({ control: form.control, name: 'amount' });
  const shownAmount = tradeAmountProblem(amount) === null ? amount : 0;
  const last = useMemo(() => lastOwnTrade(trades.data, mode), [trades.data, mode]);
  const lastProblem = last ? repeatProblem(last, durations, strikeRates, symbols) : null;
  const lastPause = useTradingPause(last?.symbol ?? symbol);
  const busy = form.formState.isSubmitting || submit.isPending;

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

  const send = async (body: SubmitTradeDto) => {
    submit.reset();
    try {
      await submit.mutateAsync(body);
    } catch (error) {
      // Said once, with its ways forward, in the message below the form: not again under the amount.
      if (isInsufficientBalance(error)) return;
      throw error;
    }
  };

  /** The whole request goes through SubmitTradeDto: the chosen selects and direction join the typed amount. */
  const place = (tradeMode: TradeMode) => {
    if (!option || pause || busy) return;
    form.setValue('duration', duration);
    form.setValue('mode', mode);
    form.setValue('strike_rate', option.value);
    form.setValue('trading_type', category);
    form.setValue('symbol', symbol);
    form.setValue('trade_mode', tradeMode);
    void form.submit(send)();
  };
  useTradeShortcuts(place);

  /** The last trade again, as it was, through the same submit (its answer lands in the same message). */
  const repeat = (trade: TradeDto) => {
    if (lastPause || busy) return;
    void send(repeatRequest(trade)).catch(() => undefined);
  };

  const setAmount = (next: number) => setValue('amount', next, { shouldValidate: true, shouldDirty: true });

  return (
    <form className={`card panel trade-form${pause ? ' trade-form--paused' : ''}`} onSubmit={(e) => e.preventDefault()} noValidate aria-label="Place a trade">
      <header className="panel__header">
        <h2 className="panel__title">Place a trade</h2>
        <span className={`mode-chip mode-chip--${mode}`} data-testid="trade-mode-chip">
          {mode === 'demo' ? 'Demo' : 'Live'}
        </span>
      </header>
      <div className="trade-form__row">
        <StakeField input={form.register('amount', { valueAsNumber: true })} error={form.errorOf('amount')} amount={amount} onSet={setAmount} />
        <SelectField
          label="Duration"
          value={duration}
          className="trade-form__duration"
          onChange={(e) => {
            clearMessage();
            onDuration(Number(e.target.value));
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
          onOption(Number(e.target.value));
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
      <div className="trade-form__dock" ref={dock} data-testid="trade-dock">
        <TradeFormMessage error={submit.error} success={submit.isSuccess ? submit.data.message || 'Trade placed.' : null} />
        <TradePauseNote pause={pause} id={pauseNoteId} />
        <div className="trade-form__actions">
          {(['Buy', 'Sell'] as const).map((side) => (
            <Button
              key={side}
              type="button"
              variant={side === 'Buy' ? 'buy' : 'sell'}
              loading={form.formState.isSubmitting}
              disabled={pause !== null || submit.isPending}
              aria-describedby={pause ? pauseNoteId : undefined}
              onClick={() => place(side)}
              testId={`trade-${side.toLowerCase()}`}
              title={`${side} (${TRADE_SHORTCUTS[side]})`}
              aria-keyshortcuts={TRADE_SHORTCUTS[side]}
            >
              {side === 'Buy' ? '▲ Buy' : '▼ Sell'}
            </Button>
          ))}
          <RepeatTradeButton
            last={last}
            problem={lastProblem}
            paused={lastPause !== null}
            busy={busy}
            loading={submit.isPending && !form.formState.isSubmitting}
            pauseNoteId={pauseNoteId}
            onRepeat={repeat}
          />
        </div>
      </div>
    </form>
  );
}
