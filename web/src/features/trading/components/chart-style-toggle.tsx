import { CHART_STYLES, CHART_STYLE_NAMES, type ChartStyle } from '../lib/chart-settings';

/** Candles: two bodies with wicks; line: a zigzag. Drawn, so that they read the same on every system. */
const PATHS: Record<ChartStyle, string> = {
  candles: 'M7 3v4M7 17v4M17 3v6M17 15v6M5 7h4v10H5zM15 9h4v6h-4z',
  line: 'M3 17l5-6 4 4 9-10',
};

/** Candles or a line through the closes, as two toggle buttons; the pressed one is shown. */
export function ChartStyleToggle({ value, onChange }: { value: ChartStyle; onChange: (next: ChartStyle) => void }) {
  return (
    <div className="chart-toolbar__group" role="group" aria-label="Chart style">
      {CHART_STYLES.map((style) => (
        <button
          key={style}
          type="button"
          className="chart-toolbar__button chart-toolbar__button--icon"
          aria-pressed={style === value}
          aria-label={`${CHART_STYLE_NAMES[style]} chart`}
          title={`${CHART_STYLE_NAMES[style]} chart`}
          data-testid="chart-style"
          data-style={style}
          onClick={() => onChange(style)}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d={PATHS[style]} />
          </svg>
        </button>
      ))}
    </div>
  );
}
