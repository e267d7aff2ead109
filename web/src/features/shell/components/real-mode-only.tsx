import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppStore, useMode } from '../../../shared/store/app-store';
import { opensRealMode } from '../nav-items';

/**
 * Deposit, withdrawal, profits and plans exist in real mode only; in demo mode they go to the trading
 * home. Arriving at the deposit screen in demo mode switches to real instead (money is one click away
 * in every mode); switching to demo once there is a choice, and goes home like the others.
 */
export function RealModeOnly({ children }: { children: ReactNode }) {
  const mode = useMode();
  const setMode = useAppStore((s) => s.setMode);
  const location = useLocation();
  // The navigation (location key) last shown: only an arrival switches, never a toggle to demo made on the page.
  const shown = useRef<string | null>(null);
  const arriving = mode === 'demo' && opensRealMode(location.pathname) && shown.current !== location.key;
  useEffect(() => {
    if (arriving) setMode('real');
    shown.current = location.key;
  });
  if (mode === 'real') return children;
  return arriving ? null : <Navigate to="/user/home" replace />;
}
