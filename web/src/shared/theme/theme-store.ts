import { useSyncExternalStore } from 'react';
import { applyThemeChoice, effectiveTheme, onSystemThemeChange, readThemeChoice, THEME_STORAGE_KEY, type Theme, type ThemeChoice } from './theme';

const listeners = new Set<() => void>();
let choice: ThemeChoice = 'system';

/** Reads the stored choice and applies it; called once before the app renders. */
export function initTheme(): void {
  choice = readThemeChoice();
  applyThemeChoice(choice);
}

export function setThemeChoice(next: ThemeChoice): void {
  choice = next;
  try {
    if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  applyThemeChoice(next);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const offSystem = onSystemThemeChange(listener);
  return () => {
    listeners.delete(listener);
    offSystem();
  };
}

/** The user's choice and the theme shown (the system's when the choice is "system"). */
export function useTheme(): { choice: ThemeChoice; theme: Theme } {
  const current = useSyncExternalStore(subscribe, () => choice);
  const theme = useSyncExternalStore(
    subscribe,
    () => effectiveTheme(current),
    () => 'dark' as const,
  );
  return { choice: current, theme };
}
