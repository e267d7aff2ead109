import type { QueueRow } from '../hooks/use-backoffice-queries';
import { planChange } from './plans';

/** What a queue's table shows of one item, whatever its kind (a column the queue does not show is null or empty). */
export interface QueueRowView {
  id: string;
  clientName: string;
  clientEmail: string;
  kycStatus: string | null;
  balance: number | null;
  /** The deposit's or withdrawal's amount, or the USD a plan upgrade holds. */
  amount: number | null;
  method: string;
  /** A plan upgrade's "Beginner → Gold". */
  plan: string | null;
  state: string;
  createdAt: string;
}

export function queueRowView(row: QueueRow): QueueRowView {
  if ('deposit_id' in row) {
    const method = row.method === 'card' ? `Card •••• ${row.card_last4 ?? ''}`.trim() : row.currency.toUpperCase();
    return { ...money(row, row.createdAt), id: String(row.deposit_id), method };
  }
  if ('withdraw_id' in row) {
    return { ...money(row, row.createdAt), id: String(row.withdraw_id), method: row.method === 'bank' ? 'Bank' : row.method.toUpperCase() };
  }
  if ('plan_request_id' in row) {
    return { ...money(row, row.created_at), id: String(row.plan_request_id), method: '', plan: planChange(row.from_plan, row.plan) };
  }
  return {
    id: row.id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    kycStatus: null,
    balance: null,
    amount: null,
    method: row.method,
    plan: null,
    state: row.status,
    createdAt: row.created_at,
  };
}

function money(row: Extract<QueueRow, { client: unknown }>, createdAt: string): Omit<QueueRowView, 'id' | 'method'> {
  return {
    clientName: row.client.name,
    clientEmail: row.client.email,
    kycStatus: row.client.kyc_status,
    balance: row.client.balance,
    amount: row.amount,
    plan: null,
    state: row.review_state,
    createdAt,
  };
}
