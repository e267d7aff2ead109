import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../shared/brand';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in and sign-up pages: brand, a card with the form, links under it. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className="auth">
      <Link to="/" className="brand auth__brand">
        <span className="brand__mark" aria-hidden="true" />
        {BRAND_NAME}
      </Link>
      <section className="card auth__card">
        <h1 className="auth__title">{title}</h1>
        {subtitle && <p className="auth__subtitle">{subtitle}</p>}
        {children}
      </section>
      {footer && <div className="auth__footer">{footer}</div>}
    </main>
  );
}
