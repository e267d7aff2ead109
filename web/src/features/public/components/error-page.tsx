import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
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
