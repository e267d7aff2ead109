import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIsSignedIn, useRestoringSession } from '../../../shared/store/app-store';

/**
 * Guards the signed-in area: a visitor goes to sign in and comes back here afterwards; a user whose
 * session just ended (logout, refused refresh) goes to sign in without a way back.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const restoring = useRestoringSession();
  const location = useLocation();
  const wasSignedIn = useRef(signedIn);
  // A stored session is being restored from its cookie: decide once it is back or gone.
  if (restoring) return null;
  if (signedIn) {
    wasSignedIn.current = true;
    return children;
  }
  const from = wasSignedIn.current ? undefined : location.pathname + location.search;
  return <Navigate to="/auth/signin" replace state={from ? { from } : undefined} />;
}
