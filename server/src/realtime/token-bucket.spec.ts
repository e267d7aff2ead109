import { TokenBucket } from './token-bucket';

describe('TokenBucket', () => {
  it('allows a burst of its capacity, then its rate, and refills no further than its capacity', () => {
    let now = 0;
    const bucket = new TokenBucket(10, 20, () => now);
    const takes = (n: number) => Array.from({ length: n }, () => bucket.take()).filter(Boolean).length;
    expect(takes(25)).toBe(20);
    now += 500; // half a second: 5 tokens
    expect(takes(10)).toBe(5);
    now += 60_000; // a long quiet spell fills it to its capacity, no more
    expect(takes(100)).toBe(20);
  });

  it('holds a steady rate at its rate', () => {
    let now = 0;
    const bucket = new TokenBucket(20, 40, () => now);
    expect(Array.from({ length: 40 }, () => bucket.take()).every(Boolean)).toBe(true);
    for (let i = 0; i < 1000; i++) {
      now += 50; // 20 a second
      expect(bucket.take()).toBe(true);
    }
    expect(bucket.take()).toBe(false);
  });
});
