import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_SETTINGS, indicatorsOn, storedChartSettings } from './chart-settings';

describe('chart settings', () => {
  it('start with candles and no indicator', () => {
    expect(DEFAULT_CHART_SETTINGS.style).toBe('candles');
    expect(indicatorsOn(DEFAULT_CHART_SETTINGS.indicators)).toBe(0);
  });

  it('read back what was stored, and only what is well formed', () => {
    const stored = { style: 'line', indicators: { sma: { on: true, period: 50 }, ema: { on: true, period: 10 }, bollinger: true, rsi: true } };
    expect(storedChartSettings(stored)).toEqual(stored);
    expect(indicatorsOn(storedChartSettings(stored).indicators)).toBe(4);
    expect(storedChartSettings(undefined)).toEqual(DEFAULT_CHART_SETTINGS);
    expect(storedChartSettings({ style: 'bars', indicators: { sma: { on: 'yes', period: 7 }, rsi: 1 } })).toEqual(DEFAULT_CHART_SETTINGS);
  });
});
