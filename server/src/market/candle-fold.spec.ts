import { CandleRow, foldCandles, mergeCandle } from './candle-fold';

const H = 3600;

describe('mergeCandle', () => {
  it('opens a candle at the start of the bucket of the row', () => {
    expect(mergeCandle(undefined, [H + 61.5, 10, 12, 9, 11], 60)).toEqual([H + 60, 10, 12, 9, 11]);
  });

  it('keeps the open, widens high and low, and takes the close within the same bucket', () => {
    expect(mergeCandle([H, 10, 12, 9, 11], [H + 30, 11, 15, 10, 14], H)).toEqual([H, 10, 15, 9, 14]);
    expect(mergeCandle([H, 10, 12, 9, 11], [H + 30, 11, 11, 5, 6], H)).toEqual([H, 10, 12, 5, 6]);
  });

  it('starts a new candle when the row falls in another bucket, older or newer', () => {
    expect(mergeCandle([H, 10, 12, 9, 11], [2 * H, 11, 11, 11, 11], H)).toEqual([2 * H, 11, 11, 11, 11]);
    expect(mergeCandle([2 * H, 10, 12, 9, 11], [H + 5, 7, 7, 7, 7], H)).toEqual([H, 7, 7, 7, 7]);
  });

  it('changes neither the candle nor the row it is given', () => {
    const current: CandleRow = [H, 10, 12, 9, 11];
    const row: CandleRow = [H + 1, 11, 20, 1, 15];
    mergeCandle(current, row, H);
    expect(current).toEqual([H, 10, 12, 9, 11]);
    expect(row).toEqual([H + 1, 11, 20, 1, 15]);
  });
});

describe('foldCandles', () => {
  it('folds minutes into five-minute candles, one per bucket, in order', () => {
    const minutes: CandleRow[] = [
      [0, 10, 11, 9, 10.5],
      [60, 10.5, 13, 10, 12],
      [240, 12, 12.5, 8, 9],
      [300, 9, 9.5, 8.5, 9.2],
      [600, 9.2, 10, 9.1, 9.9],
    ];
    expect(foldCandles(minutes, 300)).toEqual([
      [0, 10, 13, 8, 9],
      [300, 9, 9.5, 8.5, 9.2],
      [600, 9.2, 10, 9.1, 9.9],
    ]);
  });

  it('leaves a series already at the bucket size as it is, with a gap kept as a gap', () => {
    const days: CandleRow[] = [
      [0, 1, 2, 0.5, 1.5],
      [2 * 86400, 1.5, 1.7, 1.4, 1.6],
    ];
    expect(foldCandles(days, 86400)).toEqual(days);
  });

  it('answers nothing for nothing, and does not change its input', () => {
    expect(foldCandles([], 60)).toEqual([]);
    const rows: CandleRow[] = [
      [0, 1, 1, 1, 1],
      [30, 2, 2, 2, 2],
    ];
    foldCandles(rows, 60);
    expect(rows).toEqual([
      [0, 1, 1, 1, 1],
      [30, 2, 2, 2, 2],
    ]);
  });
});
