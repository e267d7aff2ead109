import { formatUsd } from '../../../shared/format/money';

/** A profit or loss with its sign: +$7.50, −$10.00 (a minus sign, not a hyphen), $0.00; an em dash while there is none. */
export function formatProfitLoss(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '—';
  if (value === 0) return formatUsd(0);
  return `${value > 0 ? '+' : '\u2212'}${formatUsd(Math.abs(value))}`;
}

/** The tone a profit or loss is drawn in. */
export function profitLossTone(value: number | null): 'up' | 'down' | 'flat' {
  if (value === null || value === 0) return 'flat';
  return value > 0 ? 'up' : 'down';
}

/** A win rate as a percent with at most one decimal: 2/3 → "66.7%"; an em dash when nothing is decided. */
export function formatWinRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${Math.round(rate * 1000) / 10}%`;
}
