import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  testId?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function SelectField({ label, testId, children, footer, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="input select" data-testid={testId} {...select}>
        {children}
      </select>
      {footer}
    </div>
  );
}
