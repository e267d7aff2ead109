import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'buy' | 'sell' | 'ghost';
  loading?: boolean;
  block?: boolean;
  testId?: string;
}

export function Button({ variant = 'primary', loading = false, block = false, testId, className, children, disabled, ...rest }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button className={classes} disabled={disabled || loading} aria-busy={loading || undefined} data-testid={testId} {...rest}>
      {loading && <Spinner small />}
      {children}
    </button>
  );
}
