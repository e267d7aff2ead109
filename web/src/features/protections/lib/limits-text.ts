import type { AccountLimitsDto, ExclusionDto, ExclusionKind, LimitName, MoneyLimitName, PendingLimit } from '@contracts/protections';
import { formatUsd } from '../../../shared/format/money';
import { isMoneyLimit } from './limits-form';

/** The limits page's words. */

export const LIMITS_NOTE = 'Lowering a limit applies at once; raising or removing one applies after 24 hours.';
export const NO_LIMIT = 'No limit';

/** A section of money limits: its title, what it counts, and its three windows. */
export interface MoneySection {
  id: string;
  title: string;
  intro: string;
  names: readonly [MoneyLimitName, MoneyLimitName, MoneyLimitName];
}

export const MONEY_SECTIONS: readonly MoneySection[] = [
  { id: 'deposit', title: 'Deposit limits', intro: 'The most you can deposit.', names: ['deposit_day', 'deposit_week', 'deposit_month'] },
  {
    id: 'loss',
    title: 'Loss limits',
    intro: 'The most you can lose in real-money trades (stakes less returns).',
    names: ['loss_day', 'loss_week', 'loss_month'],
  },
  {
    id: 'turnover',
    title: 'Turnover limits',
    intro: 'The most you can stake in real-money trades.',
    names: ['turnover_day', 'turnover_week', 'turnover_month'],
  },
];

export const COUNT_LIMITS_TITLE = 'Trading';

/** Each limit's label in its section. */
export const LIMIT_LABELS: Record<LimitName, string> = {
  deposit_day: 'Per day',
  deposit_week: 'Per 7 days',
  deposit_month: 'Per 30 days',
  loss_day: 'Per day',
  loss_week: 'Per 7 days',
  loss_month: 'Per 30 days',
  turnover_day: 'Per day',
  turnover_week: 'Per 7 days',
  turnover_month: 'Per 30 days',
  max_open_positions: 'Maximum open positions',
  session_minutes: 'Session length (minutes)',
  reality_check_minutes: 'Reality check every (minutes)',
};

/** Where a limit's words name it on its own (an error summary): "Loss limit per day". */
export const limitName = (name: LimitName): string => {
  const section = MONEY_SECTIONS.find((s) => (s.names as readonly string[]).includes(name));
  return section ? `${section.title.replace(/s$/, '')} ${LIMIT_LABELS[name].toLowerCase()}` : LIMIT_LABELS[name];
};

const shortWhen = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });
const longWhen = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** "27 Nov, 18:00" in local time (a pending change is at most a day away). */
export const formatShortWhen = (iso: string): string => shortWhen.format(new Date(iso));
/** "27 Nov 2026, 18:00" in local time (an exclusion may end years away). */
export const formatLongWhen = (iso: string | Date): string => longWhen.format(typeof iso === 'string' ? new Date(iso) : iso);

/** A limit's value in words: "$100.00", "5", "60 minutes". */
export function limitValueText(name: LimitName, value: number): string {
  if (isMoneyLimit(name)) return formatUsd(value);
  return name === 'max_open_positions' ? String(value) : `${value} minutes`;
}

/** Under a limit: how much of it is used ("$20.00 of $100.00 used", "2 of 5 open"), or what holds without one. */
export function usageText(name: LimitName, limits: AccountLimitsDto): string {
  const value = limits[name];
  if (isMoneyLimit(name)) {
    const used = limits.usage[name as MoneyLimitName] ?? 0;
    return value === null ? `${NO_LIMIT} · ${formatUsd(used)} so far` : `${formatUsd(used)} of ${formatUsd(value)} used`;
  }
  if (name === 'max_open_positions')
    return value === null ? `${NO_LIMIT} · ${limits.usage.open_positions} open` : `${limits.usage.open_positions} of ${value} open`;
  if (name === 'reality_check_minutes') return value === null ? 'Off' : `Every ${value} minutes`;
  return value === null ? NO_LIMIT : `In force: ${value} minutes`;
}

/** A raise or removal waiting its 24 hours: "Rises to $500.00 on 27 Nov, 18:00", "Removed on 27 Nov, 18:00". */
export function pendingText(name: LimitName, pending: PendingLimit): string {
  const when = formatShortWhen(pending.applies_at);
  return pending.value === null ? `Removed on ${when}` : `Rises to ${limitValueText(name, pending.value)} on ${when}`;
}

export const EXCLUSION_KIND_LABELS: Record<ExclusionKind, string> = { time_out: 'time-out', self_exclusion: 'self-exclusion' };

/** The banner over the trading and deposit screens while an exclusion is in force. */
export const exclusionBannerText = (exclusion: ExclusionDto): string =>
  `Real-money trading and deposits are paused until ${formatLongWhen(exclusion.ends_at)} (${EXCLUSION_KIND_LABELS[exclusion.kind]}). Demo trading is available.`;

/** The break section while an exclusion is in force. */
export const exclusionInForceText = (exclusion: ExclusionDto): string =>
  `Your ${EXCLUSION_KIND_LABELS[exclusion.kind]} is in force until ${formatLongWhen(exclusion.ends_at)}.`;
