/** When a load line may close its trade early: a margin after the open, and a margin before the server's last-seconds cutoff. */
import { CLOSE_CUTOFF_MS } from '../../server/src/contracts/early-close';

/** Kept clear after the open and before the cutoff, so a close sent a little late is still allowed. */
export const CLOSE_MARGIN_MS = 1_000;
/** The shortest trade that leaves a close window (7 s with a 5 s cutoff). */
export const MIN_CLOSABLE_DURATION_S = (2 * CLOSE_MARGIN_MS + CLOSE_CUTOFF_MS) / 1000;

/** The whole ms after the send in which a `durationS` trade may be closed (bounds included), or null when it leaves none. */
export function closeWindowMs(durationS: number): { fromMs: number; toMs: number } | null {
  const toMs = durationS * 1000 - CLOSE_CUTOFF_MS - CLOSE_MARGIN_MS;
  return toMs >= CLOSE_MARGIN_MS ? { fromMs: CLOSE_MARGIN_MS, toMs } : null;
}

/** What is wrong with a line's `close_after_ms` for its duration, or null. */
export function closeAfterProblem(closeAfterMs: unknown, durationS: number): string | null {
  const window = closeWindowMs(durationS);
  if (!window) return `close_after_ms is not allowed on a ${durationS} s trade: closes need trades of at least ${MIN_CLOSABLE_DURATION_S} s`;
  if (typeof closeAfterMs !== 'number' || !Number.isInteger(closeAfterMs) || closeAfterMs < window.fromMs || closeAfterMs > window.toMs)
    return `close_after_ms must be a whole number of ms from ${window.fromMs} to ${window.toMs} for a ${durationS} s trade (${CLOSE_MARGIN_MS / 1000} s after the open to ${(CLOSE_CUTOFF_MS + CLOSE_MARGIN_MS) / 1000} s before its expiry)`;
  return null;
}
