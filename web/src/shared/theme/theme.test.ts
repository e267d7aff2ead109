import { describe, expect, it } from 'vitest';
import { applyThemeChoice, readThemeChoice, THEME_STORAGE_KEY } from './theme';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === THEME_STORAGE_KEY ? value : null) });

/** Enough of <html> for the attribute and the inline colour-scheme. */
function fakeRoot() {
  const style: Record<string, string> = {};
  return {
    dataset: {} as Record<string, string>,
    style: { setProperty: (k: string, v: string) => void (style[k] = v), removeProperty: (k: string) => void delete style[k] },
    inline: style,
  };
}

describe('the theme choice', () => {
  it('reads a stored light or dark choice and treats anything else as following the system', () => {
    expect(readThemeChoice(storage('light'))).toBe('light');
    expect(readThemeChoice(storage('dark'))).toBe('dark');
    expect(readThemeChoice(storage(null))).toBe('system');
    expect(readThemeChoice(storage('purple'))).toBe('system');
    expect(
      readThemeChoice({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('system');
  });

  it('marks the document only for an explicit choice, and clears the mark when the system is followed again', () => {
    const root = fakeRoot();
    applyThemeChoice('light', root as unknown as HTMLElement);
    expect(root.dataset.theme).toBe('light');
    expect(root.inline['color-scheme']).toBe('light');
    applyThemeChoice('dark', root as unknown as HTMLElement);
    expect(root.dataset.theme).toBe('dark');
    expect(root.inline['color-scheme']).toBe('dark');
    applyThemeChoice('system', root as unknown as HTMLElement);
    expect(root.dataset.theme).toBeUndefined();
    expect(root.inline['color-scheme']).toBeUndefined();
  });
});
