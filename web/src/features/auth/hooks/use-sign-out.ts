import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { appStore } from '../../../shared/store/app-store';
import { authApi } from '../api/auth-api';

/** Ends the session at once on this device and revokes the refresh token on the server. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    const { tokens } = appStore.get().auth;
    // Revocation is best effort: the user is signed out locally whatever the server answers.
    if (tokens) authApi.logout(tokens).catch(() => undefined);
    appStore.get().signOut();
    void navigate('/auth/signin', { replace: true });
  }, [navigate]);
}
