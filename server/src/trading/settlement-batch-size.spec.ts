import { batchSize, SETTLEMENT_BATCH_SIZE } from './settlement.service';

describe('settlement batchSize', () => {
  it('splits the trades evenly over the loops, in as few rounds as the largest batch allows, with 5% slack for uneven shares', () => {
    // 20,000 in 2 loops: 2 rounds of 5,250 each, not 5,000 + 5,000 + a few hundred.
    expect(batchSize(20_000, 2)).toBe(5250);
    expect(batchSize(10_000, 2)).toBe(5250);
    expect(batchSize(100, 2)).toBe(53);
    expect(batchSize(1, 2)).toBe(2);
    expect(batchSize(0, 2)).toBe(1);
  });

  it('never exceeds the largest batch by more than a tenth', () => {
    for (const n of [9_999, 10_001, 10_500, 50_000, 1_000_000]) expect(batchSize(n, 2)).toBeLessThanOrEqual(SETTLEMENT_BATCH_SIZE * 1.1);
    expect(batchSize(20_000, 2, 12_000)).toBeLessThanOrEqual(12_000 * 1.1);
  });

  it('covers every trade in the rounds it plans', () => {
    for (const n of [1, 7, 4_999, 5_001, 10_310, 20_000, 33_333]) {
      const size = batchSize(n, 2);
      const perLoop = Math.ceil(n / 2);
      expect(Math.ceil(perLoop / size)).toBe(Math.max(1, Math.ceil(perLoop / SETTLEMENT_BATCH_SIZE)));
    }
  });
});
