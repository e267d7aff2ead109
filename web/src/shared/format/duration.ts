const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Trade durations for a select: 2 → "2s", 60 → "1 min", 3600 → "1 h", 86400 → "1 day". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  if (seconds % 86400 === 0) return plural(seconds / 86400, 'day');
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60}s`;
}

/** A countdown: 75 → "01:15", 3725 → "1:02:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/**
 * Whole seconds to show on a trade's countdown. The server rounds a trade's expiry up to the next
 * whole second, so a 5 s trade opened at .300 expires 5.7 s later: counting that up would start at
 * 00:06. Capped at the chosen duration, it starts at 00:05. Zero once due.
 */
export function countdownSeconds(expiresAtMs: number, nowMs: number, duration?: number): number {
  const left = Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
  return duration !== undefined && duration > 0 ? Math.min(left, duration) : left;
}
