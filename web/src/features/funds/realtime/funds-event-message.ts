import type { DepositDto, WithdrawalDto } from '@contracts/funds';
import type { ToastType } from '../../../shared/ui/toast/toast';

type Message = { type: ToastType; text: string; id: string } | null;

const usd = (n: number) => `$${n.toFixed(2)}`;
const because = (reason: string | null) => (reason ? `: ${reason}` : '');

/**
 * The toast for a deposit's decided state; none for a request still waiting. Its id names the deposit
 * and state: a declined card is told by the card form's answer and by its live event, and shows once.
 */
export function depositEventMessage(d: DepositDto): Message {
  const id = `deposit:${d.deposit_id}:${d.status}`;
  switch (d.status) {
    case 'Approved':
      return { type: 'success', text: `Your deposit of ${usd(d.amount)} was credited`, id };
    case 'Rejected':
      return { type: 'error', text: `Your deposit of ${usd(d.amount)} was rejected${because(d.reason)}`, id };
    case 'Failed':
      return { type: 'error', text: `Your card deposit of ${usd(d.amount)} failed${because(d.reason)}`, id };
    default:
      return null;
  }
}

/** The toast for a withdrawal's decided state (a cancel is the user's own: its answer already said so). */
export function withdrawalEventMessage(w: WithdrawalDto): Message {
  const id = `withdrawal:${w.withdraw_id}:${w.status}`;
  switch (w.status) {
    case 'Approved':
      return { type: 'success', text: `Your withdrawal of ${usd(w.amount)} was paid out`, id };
    case 'Rejected':
      return { type: 'error', text: `Your withdrawal of ${usd(w.amount)} was rejected${because(w.reason)}`, id };
    default:
      return null;
  }
}
