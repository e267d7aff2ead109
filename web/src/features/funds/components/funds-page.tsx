import type { ReactNode } from 'react';
import { useFundsLiveEvents } from '../hooks/use-funds-live-events';
import '../../../styles/funds.css';

/** The frame of every funds screen: its title, and the live updates of the funds lists while it is open. */
export function FundsPage({ title, children, narrow = false }: { title: string; children: ReactNode; narrow?: boolean }) {
  useFundsLiveEvents();
  return (
    <section className={`page funds-page ${narrow ? 'page--narrow' : ''}`}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <span className="mode-chip mode-chip--real">Live account</span>
      </header>
      {children}
    </section>
  );
}
