import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppStore } from '../../../shared/store/app-store';
import { isStaff } from '@contracts/account';

/** Inside RequireAuth: a client who opens a back-office address goes to the client area, having asked the API nothing. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const roles = useAppStore((s) => s.auth.user_data?.roles);
  return isStaff(roles) ? children : <Navigate to="/user" replace />;
}
