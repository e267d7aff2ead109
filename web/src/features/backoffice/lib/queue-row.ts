import type { CaseAssignee, CaseFlag, SlaState } from '@contracts/cases';
import type { QueueRow } from '../hooks/use-backoffice-queries';
import { CHANGE_LABELS } from './adjustments';
import { planChange } from './plans';

/** What a queue's table shows of one item, whatever its kind (a column the queue does not show is null or empty). */
export interface QueueRowView {
  id: string;
  /** The client's user id: their name links to their page. */
  clientId: string;
  clientName: string;
  clientEmail: string;
  kycStatus: string | null;
  balance: number | null;
  /** The deposit's or withdrawal's amount, or the USD a plan upgrade holds. */
  amount: number | null;
  method: string;
  /** A plan upgrade's "Beginner → Gold". */
  plan: string | null;
  /** An adjustment's change in words ("Credit", "Second-factor reset") and who asked for it. */
  change: string | null;
  requestedBy: string | null;
  state: string;
  createdAt: string;
  /** The item as a case: who works it, its SLA state, its flags. */
  assignee: CaseAssignee | null;
  sla: SlaState;
  flags: CaseFlag[];
}

export function queueRowView(row: QueueRow): QueueRowView {
  return { ...kindView(row), assignee: row.assignee, sla: row.sla, flags: row.flags };
}

type KindView = Omit<QueueRowView, 'assignee' | 'sla' | 'flags'>;

function kindView(row: QueueRow): KindView {
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
  if ('adjustment_id' in row) {
    return {
      ...money(row, row.created_at),
      id: String(row.adjustment_id),
      method: '',
      change: CHANGE_LABELS[row.change],
      requestedBy: row.requested_by_email,
    };
  }
  return {
    id: row.id,
    clientId: row.user_id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    kycStatus: null,
    balance: null,
    amount: null,
    method: row.method,
    plan: null,
    change: null,
    requestedBy: null,
    state: row.status,
    createdAt: row.created_at,
  };
}

function money(row: Extract<QueueRow, { client: unknown }>, createdAt: string): Omit<KindView, 'id' | 'method'> {
  return {
    clientId: row.client.id,
    clientName: row.client.name,
    clientEmail: row.client.email,
    kycStatus: row.client.kyc_status,
    balance: row.client.balance,
    amount: row.amount,
    plan: null,
    change: null,
    requestedBy: null,
    state: row.review_state,
    createdAt,
  };
}
