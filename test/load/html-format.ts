/**
 * Text for the HTML report. A report file may come from elsewhere, so every value it holds is escaped
 * and every number is checked: a string where a number belongs prints as "–", never as markup or NaN.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe inside element text and inside double- or single-quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** The number a report field holds, or null when it holds anything else (a string, NaN, Infinity). */
export function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const MISSING = '–';

/** A count or a rate: grouped digits, at most `decimals` fraction digits. */
export function formatNumber(value: unknown, decimals = 0): string {
  const n = finite(value);
  if (n === null) return MISSING;
  return n.toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
}

/** Milliseconds with the precision that matters at their size: 4.25, 42.5, 425.5, 4,255. */
export function formatMs(value: unknown): string {
  const n = finite(value);
  if (n === null) return MISSING;
  const abs = Math.abs(n);
  return formatNumber(n, abs < 10 ? 2 : abs < 1000 ? 1 : 0);
}

/** A signed difference: "+4.2", "−3", "0". */
export function formatDelta(value: unknown, format: (n: number) => string): string {
  const n = finite(value);
  if (n === null) return MISSING;
  if (n === 0) return '0';
  return `${n > 0 ? '+' : '−'}${format(Math.abs(n))}`;
}

/** "+12.5 %" of the baseline, or "" when the baseline is zero (no meaningful ratio). */
export function formatPercentChange(delta: unknown, baseline: unknown): string {
  const d = finite(delta);
  const b = finite(baseline);
  if (d === null || b === null || b === 0) return '';
  return formatDelta((d / Math.abs(b)) * 100, (n) => `${formatNumber(n, 1)} %`);
}

/** An array field of the report, or an empty one when a foreign file lacks it. */
export function list<T>(value: T[] | undefined | null): T[] {
  return Array.isArray(value) ? value : [];
}
