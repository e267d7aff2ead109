import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AccountMode } from '@contracts/trade-rules';
import type { Tokens, UserDto } from '@contracts/api';

/**
 * Client state that is not server state: the session (user snapshot and tokens), the chosen trading
 * mode and where to go after signing in. Only `auth` and `cachedMode` persist, in local storage under
 * the key "root" (version 1), as the reference product does.
 */
export interface AuthState {
  user_data: UserDto | null;
  tokens: Tokens | null;
}

interface AppState {
  auth: AuthState;
  cachedMode: AccountMode;
  /** Route to return to after signing in (not persisted). */
  redirectRoute: string | null;
  signIn: (user: UserDto, tokens: Tokens) => void;
  setTokens: (tokens: Tokens) => void;
  setUser: (user: UserDto) => void;
  signOut: () => void;
  setMode: (mode: AccountMode) => void;
  toggleMode: () => void;
  setRedirectRoute: (route: string | null) => void;
}

const signedOut: AuthState = { user_data: null, tokens: null };

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      auth: signedOut,
      cachedMode: 'real',
      redirectRoute: null,
      signIn: (user, tokens) => set({ auth: { user_data: user, tokens } }),
      setTokens: (tokens) => set((s) => ({ auth: { ...s.auth, tokens } })),
      setUser: (user) => set((s) => ({ auth: { ...s.auth, user_data: user } })),
      signOut: () => set({ auth: signedOut }),
      setMode: (mode) => set({ cachedMode: mode }),
      toggleMode: () => set((s) => ({ cachedMode: s.cachedMode === 'demo' ? 'real' : 'demo' })),
      setRedirectRoute: (route) => set({ redirectRoute: route }),
    }),
    {
      name: 'root',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ auth: s.auth, cachedMode: s.cachedMode }),
    },
  ),
);

/** Non-React access for the API client and the socket. */
export const appStore = {
  get: () => useAppStore.getState(),
  accessToken: () => useAppStore.getState().auth.tokens?.access.token ?? null,
  refreshToken: () => useAppStore.getState().auth.tokens?.refresh.token ?? null,
};

export const useIsSignedIn = (): boolean => useAppStore((s) => Boolean(s.auth.tokens && s.auth.user_data));
export const useAccessToken = (): string | null => useAppStore((s) => s.auth.tokens?.access.token ?? null);
export const useMode = (): AccountMode => useAppStore((s) => s.cachedMode);
