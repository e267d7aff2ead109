import type { AccountLimitsDto, LimitName } from '@contracts/protections';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../shared/ui/field';
import { isMoneyLimit } from '../lib/limits-form';
import { LIMIT_LABELS, limitName, NO_LIMIT, pendingText, usageText } from '../lib/limits-text';

interface LimitFieldProps {
  name: LimitName;
  limits: AccountLimitsDto;
  input: UseFormRegisterReturn;
  error?: string;
}

/**
 * One limit: its input (the value in force, empty for none), how much of it is used, and the raise or
 * removal that waits its 24 hours. The input is named with its section ("Loss limit per day").
 */
export function LimitField({ name, limits, input, error }: LimitFieldProps) {
  const id = useId();
  const money = isMoneyLimit(name);
  const pending = limits.pending[name];
  const described = [error ? `${id}-error` : null, `${id}-usage`, pending ? `${id}-pending` : null].filter(Boolean).join(' ');
  return (
    <Field id={id} label={LIMIT_LABELS[name]} error={error} className="limit-field">
      <div className={`limit-field__input${money ? ' limit-field__input--money' : ''}`}>
        {money && (
          <span className="limit-field__unit" aria-hidden="true">
            $
          </span>
        )}
        <input
          id={id}
          className="input"
          inputMode={money ? 'decimal' : 'numeric'}
          autoComplete="off"
          placeholder={NO_LIMIT}
          aria-label={limitName(name)}
          aria-invalid={Boolean(error)}
          aria-describedby={described}
          data-testid={`limit-${name}`}
          {...input}
        />
      </div>
      <p id={`${id}-usage`} className="limit-field__usage muted" data-testid={`limit-usage-${name}`}>
        {usageText(name, limits)}
      </p>
      {pending && (
        <p id={`${id}-pending`} className="limit-pending" data-testid={`limit-pending-${name}`}>
          {pendingText(name, pending)}
        </p>
      )}
    </Field>
  );
}
