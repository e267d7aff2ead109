/**
 * The account checklist hidden for this sign-in: the summary it showed then (a different summary, say
 * after a rejection, shows again). Kept in sessionStorage, cleared on logout.
 */
const KEY = 'account-checklist-dismissed';

export function readChecklistDismissal(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeChecklistDismissal(summary: string): void {
  try {
    sessionStorage.setItem(KEY, summary);
  } catch {
    // Storage refused (private mode): hidden until the page reloads.
  }
}

export function clearChecklistDismissal(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
