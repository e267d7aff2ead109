import type { KycRejectReason } from '@contracts/account';
import { AWAITING_SECOND_APPROVAL } from '@contracts/backoffice';
import { composeKycReason } from '@contracts/kyc';
import { formatUsd } from '../../../../shared/format/money';
import { planName } from '../../lib/plans';
import { clientOf, reviewStateOf, type StaffItem } from './item-kind';

export type DecisionAction = 'approve' | 'reject';

/** What the staff member fills in before confirming (only the fields their kind and action use). */
export interface DecisionInput {
  reason?: string;
  text?: string;
  payout_reference?: string;
}

/** The reason an identity document's rejection gives the client: composed as the API composes it (one function, in contracts). */
export { composeKycReason };

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** The sentence of the confirm step: what the decision will do, in the reviewer's words. */
export function decisionSummary(item: StaffItem, action: DecisionAction, input: DecisionInput = {}): string {
  const client = clientOf(item).name || clientOf(item).email;
  const second = reviewStateOf(item) === AWAITING_SECOND_APPROVAL;
  const because = (reason: string) => (reason.trim() ? ` Reason given: “${reason.trim()}”.` : '');
  switch (item.kind) {
    case 'deposit': {
      const amount = formatUsd(item.data.amount);
      return action === 'approve'
        ? `${second ? 'Second approval: c' : 'C'}redit ${amount} to ${possessive(client)} real balance.`
        : `Reject the deposit of ${amount}: nothing is credited to ${client}.${because(input.reason ?? '')}`;
    }
    case 'withdrawal': {
      const amount = formatUsd(item.data.amount);
      if (action === 'reject') return `Refund ${amount} to ${possessive(client)} real balance and reject the withdrawal.${because(input.reason ?? '')}`;
      const reference = input.payout_reference?.trim();
      return `${second ? 'Second approval: m' : 'M'}ark ${amount} as paid${reference ? ` with reference ${reference}` : ' (enter the payout reference)'}.`;
    }
    case 'plan': {
      const amount = formatUsd(item.data.amount);
      const requested = planName(item.data.plan);
      if (action === 'approve') {
        const note = input.reason?.trim() ? ` Note: “${input.reason.trim()}”.` : '';
        return `${second ? 'Second approval: ' : ''}${amount} held will be charged and ${possessive(client)} plan becomes ${requested}.${note}`;
      }
      const current = planName(item.data.from_plan);
      return `Reject the upgrade to ${requested}: ${amount} will be refunded to ${possessive(client)} real balance and the plan stays ${current}.${because(input.reason ?? '')}`;
    }
    case 'adjustment': {
      const a = item.data;
      const amount = formatUsd(a.amount);
      const change =
        a.change === 'reset_2fa'
          ? `reset ${possessive(client)} second factor`
          : a.change === 'credit'
            ? `credit ${amount} to ${possessive(client)} real balance`
            : `debit ${amount} from ${possessive(client)} real balance`;
      if (action === 'reject') return `Reject the request to ${change}: nothing changes.${because(input.reason ?? '')}`;
      return second ? `Second approval: ${change}.` : `First approval: ${change} once another staff member approves too.`;
    }
    case 'kyc': {
      if (action === 'approve') return `Approve ${possessive(client)} identity document: their identity becomes verified.`;
      return `Reject ${possessive(client)} identity document.${because(composeKycReason(input.reason as KycRejectReason | undefined, input.text))}`;
    }
  }
}
