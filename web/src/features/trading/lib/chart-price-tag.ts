/**
 * Where the current price's tag sits on the chart: on the price line just right of the last candle,
 * inside the plot, so the price axis keeps every one of its labels readable. With the last candle
 * scrolled out of view, or no room beside it, the tag keeps to the plot's right edge.
 */
export interface PriceTagPlace {
  left: number;
  top: number;
}

/** Room kept between the tag and the last candle, and from the plot's edges. */
export const TAG_GAP = 6;
const EDGE = 2;

/** A tag's width for its text: tabular digits of the chart's 12 px font, plus padding. */
export function priceTagWidth(text: string): number {
  return Math.ceil(text.length * 7.2) + 12;
}

export function placePriceTag(
  lastBarX: number | null,
  barSpacing: number,
  priceY: number | null,
  plot: { width: number; height: number },
  tagWidth: number,
): PriceTagPlace | null {
  if (priceY === null || !Number.isFinite(priceY) || priceY < 0 || priceY > plot.height || plot.width <= 0) return null;
  const rightmost = plot.width - tagWidth - EDGE;
  const beside = lastBarX === null || !Number.isFinite(lastBarX) ? rightmost : lastBarX + barSpacing / 2 + TAG_GAP;
  return { left: Math.max(EDGE, Math.min(beside, rightmost)), top: priceY };
}
