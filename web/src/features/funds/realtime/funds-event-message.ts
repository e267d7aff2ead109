import type { DepositDto, WithdrawalDto } from '@contracts/funds';
import type { ToastType } from '../../../shared/ui/toast/toast';

type Message = { type: ToastType; text: string } | null;

const usd = (n: number) => `$${n.toFixed(2)}`;
const because = (reason: string | null) => (reason ? `: ${reason}` : '');

/** The toast for a deposit's decided state; none for a request still waiting. */
export function depositEventMessage(d: DepositDto): Message {
  switch (d.status) {
    case 'Approved':
      return { type: 'success', text: `Your deposit of ${usd(d.amount)} was credited` };
    case 'Rejected':
      return { type: 'error', text: `Your deposit of ${usd(d.amount)} was rejected${because(d.reason)}` };
    case 'Failed':
      return { type: 'error', text: `Your card deposit of ${usd(d.amount)} failed${because(d.reason)}` };
    default:
      return null;
  }
}

/** The toast for a withdrawal's decided state (a cancel is the user's own: its answer already said so). */
export function withdrawalEventMessage(w: WithdrawalDto): Message {
  switch (w.status) {
    case 'Approved':
      return { type: 'success', text: `Your withdrawal of ${usd(w.amount)} was paid out` };
    case 'Rejected':
      return { type: 'error', text: `Your withdrawal of ${usd(w.amount)} was rejected${because(w.reason)}` };
    default:
      return null;
  }
}
