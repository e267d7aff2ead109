/** A candle as stored and folded: its bucket's start in epoch seconds, then open, high, low and close. */
export type CandleRow = [time: number, open: number, high: number, low: number, close: number];

/**
 * The candle of `row`'s bucket after adding `row` (a tick is a row whose four prices are equal): `current`
 * extended when it is that bucket's candle, else a new candle. Never changes its arguments.
 */
export function mergeCandle(current: CandleRow | undefined, [time, open, high, low, close]: CandleRow, bucketSeconds: number): CandleRow {
  const bucket = Math.floor(time / bucketSeconds) * bucketSeconds;
  if (!current || current[0] !== bucket) return [bucket, open, high, low, close];
  return [bucket, current[1], Math.max(current[2], high), Math.min(current[3], low), close];
}

/** Candles of `bucketSeconds` from candles (or ticks as rows) in ascending time: minutes into hours or days. */
export function foldCandles(rows: Iterable<CandleRow>, bucketSeconds: number): CandleRow[] {
  const out: CandleRow[] = [];
  for (const row of rows) {
    const last = out[out.length - 1];
    const next = mergeCandle(last, row, bucketSeconds);
    if (last && next[0] === last[0]) out[out.length - 1] = next;
    else out.push(next);
  }
  return out;
}
