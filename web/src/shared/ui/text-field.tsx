import { useId, type ComponentProps } from 'react';
import { describedBy, Field } from './field';

/** The input's own props, `ref` included (react-hook-form's `register` focuses the first invalid field). */
interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
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
