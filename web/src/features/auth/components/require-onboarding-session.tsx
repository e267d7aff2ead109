import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { onboardingSession } from '../lib/onboarding-session';

/** The registration steps after sign-up need the onboarding session of this tab; without it, login (as the reference does). */
export function RequireOnboardingSession({ children }: { children: (session: string) => ReactNode }) {
  const session = onboardingSession.get();
  if (!session) return <Navigate to="/auth/signin" replace />;
  return children(session);
}
