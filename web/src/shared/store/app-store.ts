import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AccountMode } from '@contracts/trade-rules';
import type { Tokens, UserDto } from '@contracts/account';

/**
 * Client state that is not server state: the session (user snapshot and access token), the chosen
 * trading mode and where to go after signing in. The user snapshot and `cachedMode` persist in local
 * storage under the key "root" (version 1), as the reference product does; the access token lives in
 * memory only, and the refresh token in an httpOnly cookie no script can read. On load a stored
 * snapshot means "was signed in": the session is restored from the cookie (see restoreSession).
 */
export interface AuthState {
  user_data: UserDto | null;
  tokens: Tokens | null;
}

/**
 * DESIGN's "Mode on first sign-in": the cached mode (default real) is kept once the user has chosen
 * one (a toggle is a choice); until then a user whose real balance is 0 starts in demo, so a new
 * client's first screen can trade. A sign-in on the way to a page the user asked for (the pricing
 * page's purchase sends them to the plans, a real-money screen) keeps the cached mode too.
 */
export function startingMode(
  state: { cachedMode: AccountMode; modeChosen: boolean; redirectRoute?: string | null },
  user: Pick<UserDto, 'balance'>,
): AccountMode {
  if (state.modeChosen || state.redirectRoute) return state.cachedMode;
  return user.balance === 0 ? 'demo' : state.cachedMode;
}

interface AppState {
  auth: AuthState;
  cachedMode: AccountMode;
  /** True once the user picked a mode (the toggle, "Switch to demo"); the first-sign-in rule then leaves it alone. */
  modeChosen: boolean;
  /** Route to return to after signing in (not persisted). */
  redirectRoute: string | null;
  /** True while a stored session is being restored from the refresh cookie (guards wait for it). */
  restoring: boolean;
  setRestoring: (restoring: boolean) => void;
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
      modeChosen: false,
      redirectRoute: null,
      restoring: false,
      setRestoring: (restoring) => set({ restoring }),
      signIn: (user, tokens) => set((s) => ({ auth: { user_data: user, tokens }, restoring: false, cachedMode: startingMode(s, user) })),
      setTokens: (tokens) => set((s) => ({ auth: { ...s.auth, tokens } })),
      setUser: (user) => set((s) => ({ auth: { ...s.auth, user_data: user } })),
      signOut: () => set({ auth: signedOut, restoring: false }),
      setMode: (mode) => set({ cachedMode: mode, modeChosen: true }),
      toggleMode: () => set((s) => ({ cachedMode: s.cachedMode === 'demo' ? 'real' : 'demo', modeChosen: true })),
      setRedirectRoute: (route) => set({ redirectRoute: route }),
    }),
    {
      name: 'root',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Never a token in storage: scripts can read it there. Tokens an older version stored are dropped on load.
      partialize: (s) => ({ auth: { user_data: s.auth.user_data, tokens: null }, cachedMode: s.cachedMode, modeChosen: s.modeChosen }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Pick<AppState, 'auth' | 'cachedMode' | 'modeChosen'>>;
        const user = stored.auth?.user_data ?? null;
        // A stored user is restored from the refresh cookie before any guard decides (restoreSession).
        return {
          ...current,
          cachedMode: stored.cachedMode ?? current.cachedMode,
          modeChosen: stored.modeChosen ?? current.modeChosen,
          auth: { user_data: user, tokens: null },
          restoring: Boolean(user),
        };
      },
    },
  ),
);

/** Non-React access for the API client and the socket. */
export const appStore = {
  get: () => useAppStore.getState(),
  accessToken: () => useAppStore.getState().auth.tokens?.access.token ?? null,
};

export const useIsSignedIn = (): boolean => useAppStore((s) => Boolean(s.auth.tokens && s.auth.user_data));
export const useRestoringSession = (): boolean => useAppStore((s) => s.restoring);
export const useAccessToken = (): string | null => useAppStore((s) => s.auth.tokens?.access.token ?? null);
export const useMode = (): AccountMode => useAppStore((s) => s.cachedMode);
