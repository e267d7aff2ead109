import { formatUsd } from '../../../shared/format/money';

/** The reality check's words. */

/** How long since sign-in: "1 h 05 min", "25 min", "less than a minute". */
export function sessionLengthText(sinceIso: string, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - Date.parse(sinceIso)) / 60_000));
  if (!Number.isFinite(minutes)) return '-';
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  return hours === 0 ? `${minutes} min` : `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The session's result with its sign: "+$12.00", "-$5.00", "$0.00". */
export function resultText(result: number): string {
  if (result === 0) return formatUsd(0);
  return `${result > 0 ? '+' : '-'}${formatUsd(Math.abs(result))}`;
}

/** When the next check is due in ms from now, within what a timer can wait; null without a check. */
export function msUntilDue(dueAt: string | null, nowMs: number): number | null {
  if (!dueAt) return null;
  const at = Date.parse(dueAt);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - nowMs), 2 ** 31 - 1);
}
