// A status is taken as the server sends it (a DepositStatus or a WithdrawalStatus of @contracts/funds):
// any text, so that one this app does not know yet still shows (as itself, in the neutral colour).

/** The status chip's colour (the app's status--* classes). */
export function fundsStatusTone(status: string): 'pending' | 'won' | 'lost' | 'draw' | 'other' {
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
export function fundsStatusLabel(status: string): string {
  return status === 'Processing' ? 'Crediting' : status;
}

/** A withdrawal can be taken back while nobody has decided on it. */
export const canCancelWithdrawal = (status: string): boolean => status === 'Pending';
