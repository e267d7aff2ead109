import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * Unknown paths: an almost empty screen with a way home. Not a <main> itself: it is shown inside the
 * public frame's or the signed-in shell's main area.
 */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="not-found" data-testid="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        Page not found
      </h1>
      <p className="muted">This page does not exist.</p>
      <Link className="btn btn--secondary" to="/">
        Go to the homepage
      </Link>
    </section>
  );
}
