import type { ExclusionKind } from '@contracts/protections';
import { formatLongWhen } from './limits-text';

/** One length a break can be chosen for: days for a time-out, months for a self-exclusion. */
export interface BreakChoice {
  amount: number;
  label: string;
}

/** Time-out lengths within TIME_OUT_DAYS (1 day to 6 weeks). */
export const TIME_OUT_CHOICES: readonly BreakChoice[] = [
  { amount: 1, label: '1 day' },
  { amount: 2, label: '2 days' },
  { amount: 3, label: '3 days' },
  { amount: 7, label: '1 week' },
  { amount: 14, label: '2 weeks' },
  { amount: 28, label: '4 weeks' },
  { amount: 42, label: '6 weeks' },
];

/** Self-exclusion lengths within SELF_EXCLUSION_MONTHS (6 months to 5 years). */
export const SELF_EXCLUSION_CHOICES: readonly BreakChoice[] = [
  { amount: 6, label: '6 months' },
  { amount: 12, label: '1 year' },
  { amount: 24, label: '2 years' },
  { amount: 36, label: '3 years' },
  { amount: 60, label: '5 years' },
];

/** When a break chosen now would end (the server fixes the exact time when it starts). */
export function breakEnd(kind: ExclusionKind, amount: number, now: Date): Date {
  const end = new Date(now);
  if (kind === 'time_out') end.setDate(end.getDate() + amount);
  else end.setMonth(end.getMonth() + amount);
  return end;
}

export const BREAK_TITLES: Record<ExclusionKind, string> = { time_out: 'Take a time-out', self_exclusion: 'Self-exclude' };

/** The first confirmation: what stops, until when, and that nobody can lift it. */
export function breakExplanation(kind: ExclusionKind, choice: BreakChoice, end: Date): string {
  const what = kind === 'time_out' ? `A ${choice.label} time-out` : `A ${choice.label} self-exclusion`;
  return `${what} stops real-money trading, deposits and plan purchases until ${formatLongWhen(end)}. Nobody can lift it early, not even our support team. Demo trading stays available.`;
}

/** The second, final confirmation's button. */
export const finalConfirmLabel = (kind: ExclusionKind): string => (kind === 'time_out' ? 'Start my time-out' : 'Start my self-exclusion');
