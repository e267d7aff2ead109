import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AccountMode } from '@contracts/trade-rules';
import type { Tokens, UserDto } from '@contracts/account';
import { USER_SNAPSHOT_KEY } from '../api/user-cache';

/**
 * Client state that is not server state: the session (whether this browser holds one, and its access
 * token), the chosen trading mode and where to go after signing in. The user is server state: it is
 * kept in the query cache only (shared/api/user-cache.ts). `auth.session` and `cachedMode` persist in
 * local storage under the key "root"; the access token lives in memory only, and the refresh token in
 * an httpOnly cookie no script can read. On load a stored session is restored from the cookie (see
 * restoreSession).
 */
export interface AuthState {
  /** True from signing in to signing out, across visits: this browser holds a session. */
  session: boolean;
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
  /** The user signed in: their balance sets the starting mode (see startingMode); the user itself goes to the query cache. */
  signIn: (user: Pick<UserDto, 'balance'>, tokens: Tokens) => void;
  setTokens: (tokens: Tokens) => void;
  signOut: () => void;
  setMode: (mode: AccountMode) => void;
  toggleMode: () => void;
  setRedirectRoute: (route: string | null) => void;
}

const signedOut: AuthState = { session: false, tokens: null };

/** What local storage keeps (version 2; version 1 kept a snapshot of the user in `auth.user_data`). */
interface Stored {
  auth?: { session?: boolean; user_data?: unknown };
  cachedMode?: AccountMode;
  modeChosen?: boolean;
}

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      auth: signedOut,
      cachedMode: 'real',
      modeChosen: false,
      redirectRoute: null,
      restoring: false,
      setRestoring: (restoring) => set({ restoring }),
      signIn: (user, tokens) => set((s) => ({ auth: { session: true, tokens }, restoring: false, cachedMode: startingMode(s, user) })),
      setTokens: (tokens) => set((s) => ({ auth: { ...s.auth, tokens } })),
      signOut: () => set({ auth: signedOut, restoring: false }),
      setMode: (mode) => set({ cachedMode: mode, modeChosen: true }),
      toggleMode: () => set((s) => ({ cachedMode: s.cachedMode === 'demo' ? 'real' : 'demo', modeChosen: true })),
      setRedirectRoute: (route) => set({ redirectRoute: route }),
    }),
    {
      name: 'root',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      // Never a token in storage: scripts can read it there.
      partialize: (s) => ({ auth: { session: s.auth.session }, cachedMode: s.cachedMode, modeChosen: s.modeChosen }),
      // A version 1 store's user snapshot meant "was signed in"; it moves to where the user cache keeps it.
      migrate: (persisted, version) => {
        const stored = (persisted ?? {}) as Stored;
        if (version >= 2) return stored;
        const user = stored.auth?.user_data;
        try {
          if (user) localStorage.setItem(USER_SNAPSHOT_KEY, JSON.stringify(user));
        } catch {
          // storage full: the user is fetched once the session is restored
        }
        return { ...stored, auth: { session: Boolean(user) } };
      },
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Stored;
        const session = stored.auth?.session === true;
        // A stored session is restored from the refresh cookie before any guard decides (restoreSession).
        return {
          ...current,
          cachedMode: stored.cachedMode ?? current.cachedMode,
          modeChosen: stored.modeChosen ?? current.modeChosen,
          auth: { session, tokens: null },
          restoring: session,
        };
      },
    },
  ),
);

/** Non-React access for the API client and the socket. */
export const appStore = {
  get: () => useAppStore.getState(),
  hasSession: () => useAppStore.getState().auth.session,
  accessToken: () => useAppStore.getState().auth.tokens?.access.token ?? null,
};

export const useIsSignedIn = (): boolean => useAppStore((s) => Boolean(s.auth.session && s.auth.tokens));
export const useRestoringSession = (): boolean => useAppStore((s) => s.restoring);
export const useAccessToken = (): string | null => useAppStore((s) => s.auth.tokens?.access.token ?? null);
export const useMode = (): AccountMode => useAppStore((s) => s.cachedMode);
