import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';

/**
 * Pages reached through a link or the registration flow need their query parameter (session, hash):
 * without it they send the user to login, as the reference does.
 */
export function RequireQueryParam({ name, children }: { name: string; children: (value: string) => ReactNode }) {
  const [params] = useSearchParams();
  const value = params.get(name);
  if (!value) return <Navigate to="/auth/signin" replace />;
  return children(value);
}
