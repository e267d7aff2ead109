/** How an expiry marker sits on the chart's time axis. */
export interface ExpiryPlacement {
  /** Pixels from the left edge of the plot. */
  x: number;
  /** The expiry lies beyond the visible edge; the marker waits at that edge. */
  offscreen: 'left' | 'right' | null;
}

/**
 * The logical index (bar position) of an instant after or before the last candle: candles of the
 * chosen length continue past the last one, so the expiry is that many bar widths further on.
 */
export function expiryLogical(lastIndex: number, lastTimeSeconds: number, expiresAtMs: number, candleSeconds: number): number {
  // A bar is drawn centred on its index and spans half a bar either side: its start is index - 0.5.
  return lastIndex + (expiresAtMs / 1000 - lastTimeSeconds) / candleSeconds - 0.5;
}

/** A coordinate kept inside the plot: beyond an edge, the marker waits there and says so. */
export function placeExpiry(x: number | null, width: number, inset = 2): ExpiryPlacement | null {
  if (x === null || !Number.isFinite(x) || width <= 0) return null;
  if (x > width - inset) return { x: width - inset, offscreen: 'right' };
  if (x < inset) return { x: inset, offscreen: 'left' };
  return { x, offscreen: null };
}

/**
 * The coordinate of a fractional bar position: the chart converts whole bars only, and bars are
 * evenly spaced, so the point lies on the line through its two neighbours.
 */
export function logicalCoordinate(logical: number, coordinateOf: (bar: number) => number | null): number | null {
  const below = Math.floor(logical);
  const a = coordinateOf(below);
  const b = coordinateOf(below + 1);
  if (a === null || b === null) return null;
  return a + (b - a) * (logical - below);
}
