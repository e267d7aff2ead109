import type { DepositStatus, WithdrawalStatus } from '@contracts/funds';

type FundsStatus = DepositStatus | WithdrawalStatus;

/** The status chip's colour (the app's status--* classes). */
export function fundsStatusTone(status: FundsStatus | string): 'pending' | 'won' | 'lost' | 'draw' | 'other' {
  switch (status) {
    case 'Pending':
    case 'Processing':
      return 'pending';
    case 'Approved':
      return 'won';
    case 'Rejected':
    case 'Failed':
      return 'lost';
    case 'Cancelled':
      return 'draw';
    default:
      return 'other';
  }
}

/** What the chip says: a card payment being credited reads as such; the others as the server sends them. */
export function fundsStatusLabel(status: FundsStatus | string): string {
  return status === 'Processing' ? 'Crediting' : status;
}

/** A withdrawal can be taken back while nobody has decided on it. */
export const canCancelWithdrawal = (status: WithdrawalStatus | string): boolean => status === 'Pending';
