import { NO_PLAN } from '@contracts/plans';

/** The plan's name: the text before the first dash of trading_plan ("Gold-7600" → "Gold"), else None. */
export function planName(tradingPlan: string | null | undefined): string {
  const name = tradingPlan?.split('-')[0]?.trim();
  return name ? name : NO_PLAN;
}

export function initials(first: string | undefined, last: string | undefined, email: string | undefined): string {
  const text = `${first?.[0] ?? ''}${last?.[0] ?? ''}`.trim() || email?.[0] || '?';
  return text.toUpperCase();
}
