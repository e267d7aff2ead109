import { describe, expect, it } from 'vitest';
import { placePriceTag, priceTagWidth, TAG_GAP } from './chart-price-tag';

const plot = { width: 600, height: 300 };

describe('the current price tag', () => {
  it('sits just right of the last candle, on the price', () => {
    expect(placePriceTag(400, 6, 120, plot, 80)).toEqual({ left: 400 + 3 + TAG_GAP, top: 120 });
  });

  it('keeps inside the plot: never over the price axis on its right', () => {
    expect(placePriceTag(580, 6, 120, plot, 80)).toEqual({ left: 600 - 80 - 2, top: 120 });
    expect(placePriceTag(null, 6, 120, plot, 80)).toEqual({ left: 518, top: 120 });
    expect(placePriceTag(-50, 6, 120, plot, 80)).toEqual({ left: 2, top: 120 });
  });

  it('hides while the price is off the plot or unknown', () => {
    expect(placePriceTag(400, 6, null, plot, 80)).toBeNull();
    expect(placePriceTag(400, 6, -1, plot, 80)).toBeNull();
    expect(placePriceTag(400, 6, 301, plot, 80)).toBeNull();
    expect(placePriceTag(400, 6, 100, { width: 0, height: 300 }, 80)).toBeNull();
  });

  it('is as wide as its text', () => {
    expect(priceTagWidth('1.15812')).toBeLessThan(priceTagWidth('0.00520043'));
  });
});
