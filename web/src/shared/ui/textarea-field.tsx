import { useId, type ComponentProps } from 'react';
import { describedBy, Field } from './field';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string;
  testId?: string;
}

/** A labelled multi-line input with its error line below. */
export function TextAreaField({ label, error, testId, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={className}>
      <textarea id={id} className="input" aria-invalid={Boolean(error)} aria-describedby={describedBy(id, error)} data-testid={testId} {...textarea} />
    </Field>
  );
}
