import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';

/** A page's code that did not download reads as no connection; a crash's own text is never shown. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return errorMessage(error);
}

/** The fallback for any failure while rendering a route. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <main className="error-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-page__text">{describe(error)}</p>
      <a className="btn btn--secondary" href="/">
        Reload the homepage
      </a>
    </main>
  );
}
