import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isStaff } from '@contracts/account';
import { useCurrentUser } from '../../auth/hooks/use-current-user';

/**
 * Inside RequireAuth: a client who opens a back-office address goes to the client area, having asked
 * the back office nothing (the user's roles come from its snapshot, or its fetch when there is none).
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.isPending) return null;
  return isStaff(user.data?.roles) ? children : <Navigate to="/user" replace />;
}
