import type { TradeDto } from '@contracts/trading';
import { formatUsd } from '../../../shared/format/money';
import { formatPrice } from '../../../shared/format/price';
import { instrumentDecimals, instrumentName } from './instrument-label';
import { resultProfitText, winAmounts } from './payout';

/** A trade in a client's words: what it was a bet on, and what came of it. */
export interface TradeExplanation {
  /** What the trade was: "You bet BTC/USD would end above 91,234.56 at 14:04:00." */
  bet: string;
  /** What happened to it, or what would happen while it is open. */
  outcome: string;
}

/** `time` is how a timestamp of the trade is shown (local time, with seconds). */
export function explainTrade(trade: TradeDto, time: (iso: string) => string): TradeExplanation {
  const decimals = instrumentDecimals(trade.symbol);
  const side = trade.trade_mode === 'Buy' ? 'above' : 'below';
  const open = formatPrice(trade.open_price, decimals);
  const end = formatPrice(trade.end_price, decimals);
  const bet = `You bet ${formatUsd(trade.amount)} that ${instrumentName(trade.symbol)} would end ${side} ${open} at ${time(trade.expires_at)}.`;
  const wins = winAmounts(trade.amount, trade.payout_percent);
  switch (trade.status) {
    case 'Pending':
      return { bet, outcome: `Open. If it ends ${side} ${open}, it pays ${formatUsd(wins.payout)} (your stake plus ${formatUsd(wins.profit)}).` };
    case 'Won':
      return { bet, outcome: `It ended at ${end}, ${side} the entry: won. Paid ${formatUsd(trade.payout)} (${resultProfitText(trade.amount, trade.payout)}).` };
    case 'Lost':
      return { bet, outcome: `It ended at ${end}, not ${side} the entry: lost. The ${formatUsd(trade.amount)} stake is gone.` };
    case 'Draw':
      return { bet, outcome: `It ended exactly at the entry price, ${end}: a draw. Your ${formatUsd(trade.amount)} stake was returned.` };
    case 'Void':
      return { bet, outcome: `Void${trade.reason ? ` (${trade.reason})` : ''}: no price decided it, so your ${formatUsd(trade.amount)} stake was refunded.` };
    case 'Closed':
      return {
        bet,
        outcome: `You closed it early at ${trade.end_time ? time(trade.end_time) : '—'}, at a price of ${end}, for ${formatUsd(trade.payout)} (${resultProfitText(trade.amount, trade.payout)}).`,
      };
  }
}
