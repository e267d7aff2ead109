import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
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
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="input select" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} data-testid={testId} {...select}>
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      {footer}
    </div>
  );
}
