/**
 * The registration's onboarding `session` (the token the profile and ID steps carry), kept in this
 * tab's session storage from sign-up to the end of the ID step: never in a URL, where it would stay in
 * the browser's history and in logs. Memory backs it up where storage is blocked.
 */
const KEY = 'onboarding-session';
let inMemory: string | null = null;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export const onboardingSession = {
  get(): string | null {
    try {
      return storage()?.getItem(KEY) ?? inMemory;
    } catch {
      return inMemory;
    }
  },
  set(session: string): void {
    inMemory = session;
    try {
      storage()?.setItem(KEY, session);
    } catch {
      // storage full or blocked: memory keeps it for this page
    }
  },
  clear(): void {
    inMemory = null;
    try {
      storage()?.removeItem(KEY);
    } catch {
      // nothing kept there
    }
  },
};
