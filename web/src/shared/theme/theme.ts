/**
 * The colour theme: "system" follows the operating system through the CSS media query alone (no
 * attribute, so the first paint is right without a script); an explicit choice sets
 * `<html data-theme>` and `color-scheme`, which base.css lets override the system.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = Exclude<ThemeChoice, 'system'>;

export const THEME_STORAGE_KEY = 'theme';

const SYSTEM_LIGHT = '(prefers-color-scheme: light)';

export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ThemeChoice {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system'; // storage blocked: follow the system
  }
}

/** The system's theme; dark when nothing is known, as the CSS defaults. */
export function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(SYSTEM_LIGHT).matches ? 'light' : 'dark';
}

export function effectiveTheme(choice: ThemeChoice): Theme {
  return choice === 'system' ? systemTheme() : choice;
}

/** Puts the choice on the document: the attribute and `color-scheme` only for an explicit one. */
export function applyThemeChoice(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') {
    delete root.dataset.theme;
    root.style.removeProperty('color-scheme');
  } else {
    root.dataset.theme = choice;
    root.style.setProperty('color-scheme', choice);
  }
}

/** Calls back when the system's setting changes; answers the unsubscribe. */
export function onSystemThemeChange(callback: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(SYSTEM_LIGHT);
  query.addEventListener('change', callback);
  return () => query.removeEventListener('change', callback);
}
