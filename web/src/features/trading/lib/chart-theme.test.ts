import { describe, expect, it } from 'vitest';
import { readChartColors, withAlpha } from './chart-theme';

describe('readChartColors', () => {
  it('reads each custom property, the dark values standing in for missing ones', () => {
    const vars: Record<string, string> = { '--text': ' #111 ', '--buy-strong': '#15803d', '--sell-strong': '#b91c1c' };
    expect(readChartColors((name) => vars[name] ?? '')).toEqual({
      text: '#111',
      muted: '#8b97ad',
      border: '#243049',
      buy: '#15803d',
      sell: '#b91c1c',
      sma: '#fbbf24',
      ema: '#c084fc',
      bands: '#38bdf8',
      rsi: '#f472b6',
    });
  });
});

describe('withAlpha', () => {
  it('turns hex and rgb colours into rgba', () => {
    expect(withAlpha('#8b97ad', 0.08)).toBe('rgba(139, 151, 173, 0.08)');
    expect(withAlpha('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(withAlpha('rgb(1, 2, 3)', 0.2)).toBe('rgba(1, 2, 3, 0.2)');
    expect(withAlpha('rgb(1 2 3)', 0.2)).toBe('rgba(1, 2, 3, 0.2)');
  });

  it('leaves other colours as they are', () => {
    expect(withAlpha('oklch(70% 0.1 200)', 0.2)).toBe('oklch(70% 0.1 200)');
  });
});
