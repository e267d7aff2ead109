import type { QueueRow } from '../hooks/use-backoffice-queries';

/** What a queue's table shows of one item, whatever its kind. */
export interface QueueRowView {
  id: string;
  clientName: string;
  clientEmail: string;
  kycStatus: string | null;
  balance: number | null;
  amount: number | null;
  method: string;
  state: string;
  createdAt: string;
}

export function queueRowView(row: QueueRow): QueueRowView {
  if ('deposit_id' in row) {
    const method = row.method === 'card' ? `Card •••• ${row.card_last4 ?? ''}`.trim() : row.currency.toUpperCase();
    return { ...money(row), id: String(row.deposit_id), method };
  }
  if ('withdraw_id' in row) return { ...money(row), id: String(row.withdraw_id), method: row.method === 'bank' ? 'Bank' : row.method.toUpperCase() };
  return {
    id: row.id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    kycStatus: null,
    balance: null,
    amount: null,
    method: row.method,
    state: row.status,
    createdAt: row.created_at,
  };
}

function money(row: Extract<QueueRow, { client: unknown }>): Omit<QueueRowView, 'id' | 'method'> {
  return {
    clientName: row.client.name,
    clientEmail: row.client.email,
    kycStatus: row.client.kyc_status,
    balance: row.client.balance,
    amount: row.amount,
    state: row.review_state,
    createdAt: row.createdAt,
  };
}
