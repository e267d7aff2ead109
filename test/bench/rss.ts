/** A process's resident set size (RSS), sampled, and the summary bench:soak prints of it. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface RssSample {
  atMs: number;
  kb: number;
}

/** The VmRSS line of a /proc/<pid>/status text, in kB. */
export function parseVmRssKb(status: string): number | undefined {
  const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return m ? Number(m[1]) : undefined;
}

/** The RSS of a running process in kB: /proc on Linux, else `ps`; undefined once it has exited. */
export function readRssKb(pid: number): number | undefined {
  try {
    return parseVmRssKb(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    try {
      const kb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
      return kb > 0 ? kb : undefined;
    } catch {
      return undefined;
    }
  }
}

export interface RssSummary {
  /** The last sample at or before startMs + warmupMs (the end of the warm-up), or endMs if that comes first. */
  warmKb?: number;
  /** The last sample at or before endMs. */
  endKb?: number;
  /** The largest sample from startMs to endMs. */
  maxKb?: number;
  /** From the end of the warm-up to the end, in % of the former. */
  growthPct?: number;
  /** The last sample at or before the end of each whole minute from startMs (minute 1, 2...) up to endMs. */
  perMinute: { minute: number; kb?: number }[];
}

/** What the samples say over the window [startMs, endMs] (samples in time order). */
export function summarizeRss(samples: readonly RssSample[], window: { startMs: number; endMs: number; warmupMs: number }): RssSummary {
  const at = (t: number) => samples.filter((s) => s.atMs >= window.startMs && s.atMs <= t).at(-1)?.kb;
  const inWindow = samples.filter((s) => s.atMs >= window.startMs && s.atMs <= window.endMs);
  const warmKb = at(Math.min(window.startMs + window.warmupMs, window.endMs));
  const endKb = at(window.endMs);
  const minutes = Math.floor((window.endMs - window.startMs) / 60_000);
  return {
    warmKb,
    endKb,
    maxKb: inWindow.length ? Math.max(...inWindow.map((s) => s.kb)) : undefined,
    growthPct: warmKb && endKb !== undefined ? ((endKb - warmKb) / warmKb) * 100 : undefined,
    perMinute: Array.from({ length: minutes }, (_, i) => ({ minute: i + 1, kb: at(window.startMs + (i + 1) * 60_000) })),
  };
}
