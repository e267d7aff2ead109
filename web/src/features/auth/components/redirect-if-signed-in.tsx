import type { ReactNode } from 'react';
import { isStaff, type Role } from '@contracts/account';
import { Navigate, useLocation } from 'react-router';
import { useAppStore, useIsSignedIn, useRestoringSession } from '../../../shared/store/app-store';
import { useCurrentUser } from '../hooks/use-current-user';

export const HOME_ROUTE = '/user/home';
export const BACKOFFICE_HOME = '/backoffice';

/** Where a user lands after signing in when nothing asked for another page: staff in the back office. */
export const homeRouteFor = (roles: readonly Role[] | undefined): string => (isStaff(roles) ? BACKOFFICE_HOME : HOME_ROUTE);

/**
 * Auth pages are for visitors. A signed-in user (also right after logging in) goes to the page that
 * sent them to sign in, else the stored redirect target, else the trading home (the back office for staff).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const restoring = useRestoringSession();
  const redirectRoute = useAppStore((s) => s.redirectRoute);
  const user = useCurrentUser();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  if (restoring) return null;
  if (!signedIn) return children;
  // The home depends on the roles: wait for a user not known yet (no snapshot of it).
  if (user.isPending) return null;
  const back = typeof from === 'string' && (from.startsWith('/user') || from.startsWith(BACKOFFICE_HOME)) ? from : null;
  const target = back ?? redirectRoute ?? homeRouteFor(user.data?.roles);
  return <Navigate to={target} replace />;
}
