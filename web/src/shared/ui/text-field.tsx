import { useId, type InputHTMLAttributes } from 'react';
import { describedBy, Field } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  testId?: string;
}

/** A labelled input with its error line below. */
export function TextField({ label, error, hint, testId, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input id={id} className="input" aria-invalid={Boolean(error)} aria-describedby={describedBy(id, error, hint)} data-testid={testId} {...input} />
    </Field>
  );
}
