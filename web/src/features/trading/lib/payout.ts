import { fromCents, profitCents, toCents } from '@contracts/money';
import { payoutCents } from '@contracts/trade-rules';
import { formatUsd } from '../../../shared/format/money';

/**
 * The one payout vocabulary of the app: "profit" is what a win adds on top of the stake, "payout" is
 * what a win returns to the balance (stake + profit). The preview and the results use these words.
 */

/** A stake's money on a win at `percent`: profit and payout, in dollars, by the contracts' rule (the house rounds profit down). */
export function winAmounts(stake: number, percent: number): { profit: number; payout: number } {
  const cents = toCents(stake);
  return { profit: fromCents(profitCents(cents, percent)), payout: fromCents(payoutCents(cents, percent, 'Won')) };
}

/** "Profit if right: $18.75 (75%)" */
export function profitIfRightText(stake: number, percent: number): string {
  return `Profit if right: ${formatUsd(winAmounts(stake, percent).profit)} (${percent}%)`;
}

/** "Payout: $43.75" (stake + profit) */
export function payoutText(payout: number | null | undefined): string {
  return `Payout: ${formatUsd(payout)}`;
}

/** The payout a stake would return on a win: "Payout: $43.75". */
export function payoutIfRightText(stake: number, percent: number): string {
  return payoutText(winAmounts(stake, percent).payout);
}

/** A settled trade's profit or loss in words: "Profit: $18.75", "Loss: $25.00", "Profit: $0.00". */
export function resultProfitText(stake: number, payout: number | null | undefined): string {
  const cents = toCents(payout ?? 0) - toCents(stake);
  return cents < 0 ? `Loss: ${formatUsd(fromCents(-cents))}` : `Profit: ${formatUsd(fromCents(cents))}`;
}
