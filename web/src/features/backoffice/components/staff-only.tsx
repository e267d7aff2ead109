import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isStaff } from '@contracts/account';
import { mustEnrolTwoFactor, SECURITY_ROUTE } from '../../auth/components/redirect-if-signed-in';
import { useCurrentUser } from '../../auth/hooks/use-current-user';

/**
 * Inside RequireAuth: a client who opens a back-office address goes to the client area, and staff
 * without two-factor sign-in to the security screen (which says why), having asked the back office
 * nothing (the user's roles come from its snapshot, or its fetch when there is none).
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.isPending) return null;
  if (!isStaff(user.data?.roles)) return <Navigate to="/user" replace />;
  return mustEnrolTwoFactor(user.data) ? <Navigate to={SECURITY_ROUTE} replace /> : children;
}
