import { parseVmRssKb, summarizeRss } from './rss';

describe('parseVmRssKb', () => {
  it('reads the VmRSS line of /proc/<pid>/status', () => {
    expect(parseVmRssKb('Name:\tnode\nVmPeak:\t 1200000 kB\nVmRSS:\t  183456 kB\nRssAnon:\t 150000 kB\n')).toBe(183456);
  });

  it('answers undefined without one (a kernel thread, another system)', () => {
    expect(parseVmRssKb('Name:\tkthreadd\nState:\tS (sleeping)\n')).toBeUndefined();
  });
});

describe('summarizeRss', () => {
  // One sample every 5 s from t = -10 s (before the window) to 180 s, growing 1 kB a sample, with a spike at 95 s.
  const samples = Array.from({ length: 39 }, (_, i) => {
    const atMs = (i - 2) * 5000;
    return { atMs, kb: atMs === 95_000 ? 500 : 100 + i };
  });

  it('takes the warm-up mark, the end, the max and the growth between them over the window', () => {
    const s = summarizeRss(samples, { startMs: 0, endMs: 180_000, warmupMs: 60_000 });
    expect(s.warmKb).toBe(114); // the sample at 60 s
    expect(s.endKb).toBe(138); // at 180 s
    expect(s.maxKb).toBe(500);
    expect(s.growthPct).toBeCloseTo((24 / 114) * 100, 6);
    expect(s.perMinute).toEqual([
      { minute: 1, kb: 114 },
      { minute: 2, kb: 126 },
      { minute: 3, kb: 138 },
    ]);
  });

  it('takes the last sample at or before each mark, and ignores samples outside the window', () => {
    const s = summarizeRss(samples, { startMs: 1000, endMs: 93_000, warmupMs: 62_000 });
    expect(s.warmKb).toBe(114); // 60 s: the last sample before 63 s
    expect(s.endKb).toBe(120); // 90 s
    expect(s.maxKb).toBe(120); // the spike at 95 s is after the end
    expect(s.perMinute).toEqual([{ minute: 1, kb: 114 }]);
  });

  it('ends the warm-up at the end of a window shorter than it', () => {
    const s = summarizeRss(samples, { startMs: 0, endMs: 30_000, warmupMs: 60_000 });
    expect(s.warmKb).toBe(108); // 30 s, not 60 s
    expect(s.endKb).toBe(108);
    expect(s.growthPct).toBe(0);
    expect(s.perMinute).toEqual([]);
  });

  it('has no figures without samples in the window (a process that exited)', () => {
    const s = summarizeRss([{ atMs: -5000, kb: 100 }], { startMs: 0, endMs: 120_000, warmupMs: 60_000 });
    expect(s).toEqual({ warmKb: undefined, endKb: undefined, maxKb: undefined, growthPct: undefined, perMinute: [{ minute: 1 }, { minute: 2 }] });
  });
});
