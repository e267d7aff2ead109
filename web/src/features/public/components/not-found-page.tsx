import { Link } from 'react-router';

/** Unknown paths: an almost empty screen with a way home. */
export function NotFoundPage() {
  return (
    <main className="not-found" data-testid="not-found">
      <p className="not-found__code">404</p>
      <p className="muted">This page does not exist.</p>
      <Link className="btn btn--secondary" to="/">
        Go to the homepage
      </Link>
    </main>
  );
}
