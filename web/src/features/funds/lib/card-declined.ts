import type { DepositDto } from '@contracts/funds';
import { depositEventMessage } from '../realtime/funds-event-message';

/**
 * A card payment the gateway declined answers 200 with the deposit Failed (it is recorded): its toast
 * is the red one of the deposit's live event (same words, same id), never a success. Null otherwise.
 */
export function cardDeclinedMessage(deposit: DepositDto): { text: string; id: string } | null {
  if (deposit.status !== 'Failed') return null;
  const message = depositEventMessage(deposit);
  return message && { text: message.text, id: message.id };
}
