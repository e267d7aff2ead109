import { setThemeChoice, useTheme } from '../../../shared/theme/theme-store';

const SUN = 'M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z';
const MOON = 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z';

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
      <svg
        className="icon"
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={dark ? MOON : SUN} />
      </svg>
    </button>
  );
}
