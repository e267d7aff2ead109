import type { TradeDto } from '@contracts/trading';
import type { ToastType } from '../../../shared/ui/toast/toast';
import { formatUsd } from '../../../shared/format/money';
import { instrumentName } from './instrument-label';
import { payoutText, resultProfitText } from './payout';

/** The toast for a settled trade, in the preview's words: "BCH/BTC Buy $10.00 won. Profit: $7.50, Payout: $17.50". */
export function settlementMessage(trade: TradeDto): { type: ToastType; text: string } {
  const what = `${instrumentName(trade.symbol)} ${trade.trade_mode} ${formatUsd(trade.amount)}`;
  switch (trade.status) {
    case 'Won':
      return { type: 'success', text: `${what} won. ${resultProfitText(trade.amount, trade.payout)}, ${payoutText(trade.payout)}` };
    case 'Lost':
      return { type: 'error', text: `${what} lost. ${resultProfitText(trade.amount, 0)}` };
    case 'Draw':
      return { type: 'info', text: `${what} ended in a draw: stake returned` };
    case 'Void':
      return { type: 'info', text: `${what} void${trade.reason ? ` (${trade.reason})` : ''}: stake returned` };
    case 'Closed':
      return { type: 'info', text: `${what} closed early for ${formatUsd(trade.payout)}. ${resultProfitText(trade.amount, trade.payout)}` };
    default:
      return { type: 'info', text: `${what}: ${trade.status}` };
  }
}
