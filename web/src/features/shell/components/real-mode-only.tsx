import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMode } from '../../../shared/store/app-store';

/** Deposit, withdrawal, profits and plans exist in real mode only; demo mode goes to the trading home. */
export function RealModeOnly({ children }: { children: ReactNode }) {
  return useMode() === 'real' ? children : <Navigate to="/user/home" replace />;
}
