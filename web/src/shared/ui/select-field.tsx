import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, Field } from './field';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string;
  testId?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** A labelled select with its error line below. */
export function SelectField({ label, error, testId, children, footer, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={className}>
      <select
        id={id}
        className="input select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        data-testid={testId}
        {...select}
      >
        {children}
      </select>
      {footer}
    </Field>
  );
}
