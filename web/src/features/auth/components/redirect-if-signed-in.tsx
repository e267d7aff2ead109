import type { ReactNode } from 'react';
import { isStaff, type UserDto } from '@contracts/account';
import { Navigate, useLocation } from 'react-router';
import { useAppStore, useIsSignedIn, useRestoringSession } from '../../../shared/store/app-store';
import { useCurrentUser } from '../hooks/use-current-user';

export const HOME_ROUTE = '/user/home';
export const BACKOFFICE_HOME = '/backoffice';
/** Where staff without two-factor sign-in are sent: no back-office route answers them before they turn it on. */
export const SECURITY_ROUTE = '/user/security';

/** Staff or admin who must turn on two-factor sign-in before the back office answers. */
export const mustEnrolTwoFactor = (user: Pick<UserDto, 'roles' | 'two_factor_enabled'> | undefined): boolean =>
  isStaff(user?.roles) && user?.two_factor_enabled === false;

/**
 * Where a user lands after signing in when nothing asked for another page: staff in the back office,
 * or on the security screen while they have no two-factor sign-in.
 */
export const homeRouteFor = (user: Pick<UserDto, 'roles' | 'two_factor_enabled'> | undefined): string =>
  mustEnrolTwoFactor(user) ? SECURITY_ROUTE : isStaff(user?.roles) ? BACKOFFICE_HOME : HOME_ROUTE;

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
  const target = back ?? redirectRoute ?? homeRouteFor(user.data);
  return <Navigate to={target} replace />;
}
