import { setThemeChoice, useTheme } from '../../../shared/theme/theme-store';
import { Icon } from '../../../shared/ui/icon';

/**
 * Light or dark: starts from the system's setting and, once clicked, keeps the choice (stored in this
 * browser). A toggle button: pressed means the dark theme is shown.
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const { choice, theme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={`icon-btn theme-toggle ${className}`}
      aria-label="Dark theme"
      aria-pressed={dark}
      title={`${dark ? 'Switch to the light theme' : 'Switch to the dark theme'}${choice === 'system' ? ' (now following your system)' : ''}`}
      onClick={() => setThemeChoice(dark ? 'light' : 'dark')}
      data-testid="theme-toggle"
      data-theme-choice={choice}
    >
      <Icon name={dark ? 'moon' : 'sun'} />
    </button>
  );
}
