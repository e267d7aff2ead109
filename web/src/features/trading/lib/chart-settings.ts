/** How the trading chart draws prices and which indicators it adds, as remembered in a browser. */

export const CHART_STYLES = ['candles', 'line'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

export const CHART_STYLE_NAMES: Record<ChartStyle, string> = { candles: 'Candles', line: 'Line' };

/** The moving averages' lengths on offer (candles of the chosen timeframe). */
export const MA_PERIOD_CHOICES = [10, 20, 50, 100, 200] as const;

export interface MovingAverageSetting {
  on: boolean;
  period: number;
}

export interface ChartIndicators {
  sma: MovingAverageSetting;
  ema: MovingAverageSetting;
  bollinger: boolean;
  rsi: boolean;
}

export interface ChartSettings {
  style: ChartStyle;
  indicators: ChartIndicators;
}

export const DEFAULT_CHART_SETTINGS: ChartSettings = {
  style: 'candles',
  indicators: { sma: { on: false, period: 20 }, ema: { on: false, period: 50 }, bollinger: false, rsi: false },
};

const movingAverage = (value: unknown, fallback: MovingAverageSetting): MovingAverageSetting => {
  const v = (value ?? {}) as Partial<Record<keyof MovingAverageSetting, unknown>>;
  const period = (MA_PERIOD_CHOICES as readonly unknown[]).includes(v.period) ? (v.period as number) : fallback.period;
  return { on: v.on === true, period };
};

/** What storage held, each part kept only where it has the right shape. */
export function storedChartSettings(value: unknown): ChartSettings {
  const v = (value ?? {}) as { style?: unknown; indicators?: Partial<Record<keyof ChartIndicators, unknown>> };
  const i = v.indicators ?? {};
  const d = DEFAULT_CHART_SETTINGS.indicators;
  return {
    style: (CHART_STYLES as readonly unknown[]).includes(v.style) ? (v.style as ChartStyle) : DEFAULT_CHART_SETTINGS.style,
    indicators: { sma: movingAverage(i.sma, d.sma), ema: movingAverage(i.ema, d.ema), bollinger: i.bollinger === true, rsi: i.rsi === true },
  };
}

/** How many indicators are on (the menu's button says it). */
export function indicatorsOn(indicators: ChartIndicators): number {
  return [indicators.sma.on, indicators.ema.on, indicators.bollinger, indicators.rsi].filter(Boolean).length;
}
