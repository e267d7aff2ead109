import { describe, expect, it } from 'vitest';
import { bollingerPoints, emaPoints, rsiPoints, smaPoints, type ClosePoint } from './chart-indicators';

const bars = (closes: number[]): ClosePoint[] => closes.map((close, i) => ({ time: 1000 + i * 60, close }));
const round = (points: { time: number; value: number }[], digits = 4) => points.map((p) => ({ time: p.time, value: Number(p.value.toFixed(digits)) }));

describe('chart indicators', () => {
  it('SMA: the mean of the last closes, from the period-th candle on', () => {
    expect(smaPoints(bars([1, 2, 3, 4, 5]), 3)).toEqual([
      { time: 1120, value: 2 },
      { time: 1180, value: 3 },
      { time: 1240, value: 4 },
    ]);
    expect(smaPoints(bars([1, 2]), 3)).toEqual([]);
  });

  it('EMA: weighted towards recent closes, shown once the period is filled', () => {
    // k = 2 / (3 + 1) = 0.5, seeded by the first close: 1, 1.5, 2.25, 3.125
    expect(emaPoints(bars([1, 2, 3, 4]), 3)).toEqual([
      { time: 1120, value: 2.25 },
      { time: 1180, value: 3.125 },
    ]);
  });

  it('Bollinger bands: the SMA and two standard deviations either side', () => {
    const b = bollingerPoints(bars([2, 4, 4, 4, 5, 5, 7, 9]), 8, 2);
    // mean 5, population standard deviation 2
    expect(b).toEqual({ upper: [{ time: 1420, value: 9 }], middle: [{ time: 1420, value: 5 }], lower: [{ time: 1420, value: 1 }] });
    expect(bollingerPoints(bars([1, 2, 3]), 20).middle).toEqual([]);
  });

  it('RSI: 100 when the price only rose, 0 when it only fell, between otherwise', () => {
    const up = rsiPoints(bars(Array.from({ length: 20 }, (_, i) => 100 + i)), 14);
    expect(up.length).toBeGreaterThan(0);
    expect(up.every((p) => p.value === 100)).toBe(true);
    const down = rsiPoints(bars(Array.from({ length: 20 }, (_, i) => 100 - i)), 14);
    expect(round(down).every((p) => p.value === 0)).toBe(true);
    const mixed = rsiPoints(bars(Array.from({ length: 40 }, (_, i) => 100 + Math.sin(i) * 5)), 14);
    expect(mixed.every((p) => p.value > 0 && p.value < 100)).toBe(true);
    expect(rsiPoints(bars([1, 2, 3]), 14)).toEqual([]);
  });
});
