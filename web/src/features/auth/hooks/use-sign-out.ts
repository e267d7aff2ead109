import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { appStore } from '../../../shared/store/app-store';
import { clearChecklistDismissal } from '../../account/lib/checklist-dismissal';
import { authApi } from '../api/auth-api';

/** Ends the session at once on this device and on the server (its access tokens, refresh cookie and sockets). */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    // Revocation is best effort: the user is signed out locally whatever the server answers.
    authApi.logout(appStore.accessToken()).catch(() => undefined);
    appStore.get().signOut();
    // The next sign-in shows the account checklist again.
    clearChecklistDismissal();
    void navigate('/auth/signin', { replace: true });
  }, [navigate]);
}
