import { describe, expect, it } from 'vitest';
import { expiryLogical, logicalCoordinate, placeExpiry } from './chart-expiry';

describe('expiryLogical', () => {
  it('counts candles of the chosen length past the last one', () => {
    // The last 5 s candle (index 99) starts at 1000 s: 1030 s is six candles on, at a candle's start.
    expect(expiryLogical(99, 1000, 1_030_000, 5)).toBe(104.5);
    expect(expiryLogical(99, 1000, 1_000_000, 5)).toBe(98.5);
    expect(expiryLogical(299, 60, 3_660_000, 3600)).toBe(299.5);
  });
});

describe('placeExpiry', () => {
  it('keeps a visible expiry where it is', () => {
    expect(placeExpiry(120, 600)).toEqual({ x: 120, offscreen: null });
  });

  it('waits at the edge for an expiry beyond it', () => {
    expect(placeExpiry(9000, 600)).toEqual({ x: 598, offscreen: 'right' });
    expect(placeExpiry(-40, 600)).toEqual({ x: 2, offscreen: 'left' });
  });

  it('places nothing without a coordinate or a plot', () => {
    expect(placeExpiry(null, 600)).toBeNull();
    expect(placeExpiry(10, 0)).toBeNull();
  });
});

describe('logicalCoordinate', () => {
  const bars = (bar: number) => 100 + bar * 8;

  it('places a point between two bars on the line through them', () => {
    expect(logicalCoordinate(10, bars)).toBe(180);
    expect(logicalCoordinate(10.5, bars)).toBe(184);
    expect(logicalCoordinate(-0.25, bars)).toBe(98);
  });

  it('has no place when the chart has none', () => {
    expect(logicalCoordinate(3.5, () => null)).toBeNull();
  });
});
