import type { TradeStatus } from '@contracts/trade-rules';

/** Pending is shown as "In Progress"; final statuses as the server sends them. */
export function statusLabel(status: TradeStatus): string {
  return status === 'Pending' ? 'In Progress' : status;
}

export function statusTone(status: TradeStatus): 'pending' | 'won' | 'lost' | 'draw' | 'other' {
  switch (status) {
    case 'Pending':
      return 'pending';
    case 'Won':
      return 'won';
    case 'Lost':
      return 'lost';
    case 'Draw':
    case 'Void':
      return 'draw';
    default:
      // A status newer than this app (the server sends it as it is).
      return 'other';
  }
}
