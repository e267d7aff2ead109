import { useMatches } from 'react-router';
import { useDocumentTitle } from '../features/public/hooks/use-document-title';

/** A route's `handle`: the page's name for the browser tab. */
export interface RouteHandle {
  title?: string;
}

/** The deepest matched route's title, if it has one. */
export function useRouteTitle(): string | undefined {
  return useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .filter((t): t is string => !!t)
    .at(-1);
}

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/**
 * Sets the tab title ("Trade History · TradeWise") from the route's handle; routes without one (the
 * public site, not-found) set their own.
 */
export function RouteTitle() {
  const title = useRouteTitle();
  return title ? <DocumentTitle title={title} /> : null;
}
