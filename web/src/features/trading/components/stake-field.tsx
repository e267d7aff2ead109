import { useId, type ComponentProps } from 'react';
import { TRADE_LIMITS } from '@contracts/limits';
import { describedBy, Field } from '../../../shared/ui/field';
import { canStepStake, STAKE_PRESETS, stepStake } from '../lib/stake-steps';

interface StakeFieldProps {
  /** The amount input's registration (react-hook-form's register('amount')). */
  input: Omit<ComponentProps<'input'>, 'id'>;
  error?: string;
  /** The amount as typed (NaN while unreadable). */
  amount: number | undefined;
  onSet: (amount: number) => void;
}

/** The stake: typed, stepped with − and + (on a grid of 1, 5, 50... within the limits), or set by a preset. */
export function StakeField({ input, error, amount, onSet }: StakeFieldProps) {
  const id = useId();
  const step = (direction: 1 | -1) => onSet(stepStake(amount, direction));
  return (
    <>
      <Field id={id} label="Amount (USD)" error={error} className="stake-field">
        <div className="stake-field__control">
          <button
            type="button"
            className="stake-field__step"
            aria-label="Decrease amount"
            title="Decrease amount"
            disabled={!canStepStake(amount, -1)}
            onClick={() => step(-1)}
            data-testid="stake-minus"
          >
            −
          </button>
          <input
            id={id}
            className="input stake-field__input"
            type="number"
            inputMode="decimal"
            min={TRADE_LIMITS.minAmount}
            max={TRADE_LIMITS.maxAmount}
            step="any"
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(id, error)}
            data-testid="trade-amount"
            {...input}
          />
          <button
            type="button"
            className="stake-field__step"
            aria-label="Increase amount"
            title="Increase amount"
            disabled={!canStepStake(amount, 1)}
            onClick={() => step(1)}
            data-testid="stake-plus"
          >
            +
          </button>
        </div>
      </Field>
      <div className="stake-presets" role="group" aria-label="Quick amounts">
        {STAKE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="stake-presets__button"
            aria-pressed={amount === preset}
            onClick={() => onSet(preset)}
            data-testid="stake-preset"
            data-amount={preset}
          >
            ${preset}
          </button>
        ))}
      </div>
    </>
  );
}
