import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppStore, useIsSignedIn, useRestoringSession } from '../../../shared/store/app-store';

export const HOME_ROUTE = '/user/home';

/**
 * Auth pages are for visitors. A signed-in user (also right after logging in) goes to the page that
 * sent them to sign in, else the stored redirect target, else the trading home.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const restoring = useRestoringSession();
  const redirectRoute = useAppStore((s) => s.redirectRoute);
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  if (restoring) return null;
  if (!signedIn) return children;
  const target = typeof from === 'string' && from.startsWith('/user') ? from : (redirectRoute ?? HOME_ROUTE);
  return <Navigate to={target} replace />;
}
