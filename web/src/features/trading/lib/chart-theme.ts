/** The colours the chart draws with, read from the page's CSS custom properties. */
export interface ChartColors {
  text: string;
  muted: string;
  border: string;
  buy: string;
  sell: string;
  /** The indicators' lines: moving averages, Bollinger bands, RSI. */
  sma: string;
  ema: string;
  bands: string;
  rsi: string;
}

/** Each colour's custom property and the dark theme's value if the property is missing. */
export const CHART_COLOR_VARS: Record<keyof ChartColors, [string, string]> = {
  text: ['--text', '#e6ebf5'],
  muted: ['--muted', '#8b97ad'],
  border: ['--border', '#243049'],
  buy: ['--buy-strong', '#22c55e'],
  sell: ['--sell-strong', '#ef4444'],
  sma: ['--chart-sma', '#fbbf24'],
  ema: ['--chart-ema', '#c084fc'],
  bands: ['--chart-bands', '#38bdf8'],
  rsi: ['--chart-rsi', '#f472b6'],
};

/** The colours from a property reader (getComputedStyle(document.documentElement).getPropertyValue). */
export function readChartColors(read: (name: string) => string): ChartColors {
  const color = (key: keyof ChartColors) => {
    const [name, fallback] = CHART_COLOR_VARS[key];
    return read(name).trim() || fallback;
  };
  const colors = {} as ChartColors;
  for (const key of Object.keys(CHART_COLOR_VARS) as (keyof ChartColors)[]) colors[key] = color(key);
  return colors;
}

/** "#8b97ad", "#89a" or "rgb(139 151 173)" with an opacity, as rgba(); other colours as they are. */
export function withAlpha(color: string, alpha: number): string {
  const c = color.trim();
  let rgb: number[] | null = null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    rgb = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  } else {
    const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(c);
    if (fn) rgb = fn.slice(1, 4).map(Number);
  }
  return rgb ? `rgba(${rgb.join(', ')}, ${alpha})` : c;
}
