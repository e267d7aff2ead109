import './security-page.css';
import { LoginHistoryPanel } from './login-history-panel';
import { SessionsPanel } from './sessions-panel';

/** /user/security: where the client is signed in (ending any other sign-in), and how they signed in lately. */
export function SecurityPage() {
  return (
    <section className="page page--narrow security">
      <header className="page__header">
        <h1 className="page__title">Security</h1>
      </header>
      <SessionsPanel />
      <LoginHistoryPanel />
    </section>
  );
}
