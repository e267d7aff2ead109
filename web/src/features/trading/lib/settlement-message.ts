import type { TradeDto } from '@contracts/api';
import type { ToastType } from '../../../shared/ui/toast/toast';
import { formatUsd } from '../../../shared/format/money';
import { instrumentName } from './instrument-label';

/** The toast for a settled trade: "BCH/BTC Buy won: payout $17.50". */
export function settlementMessage(trade: TradeDto): { type: ToastType; text: string } {
  const what = `${instrumentName(trade.symbol)} ${trade.trade_mode} ${formatUsd(trade.amount)}`;
  switch (trade.status) {
    case 'Won':
      return { type: 'success', text: `${what} won: payout ${formatUsd(trade.payout)}` };
    case 'Lost':
      return { type: 'error', text: `${what} lost` };
    case 'Draw':
      return { type: 'info', text: `${what} ended in a draw: stake returned` };
    case 'Void':
      return { type: 'info', text: `${what} void${trade.reason ? ` (${trade.reason})` : ''}: stake returned` };
    default:
      return { type: 'info', text: `${what}: ${trade.status}` };
  }
}
