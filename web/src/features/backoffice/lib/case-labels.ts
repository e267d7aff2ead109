import type { CaseAssignee, CaseFlag, SlaState } from '@contracts/cases';
import { ageInWords } from './queues';

/** Each SLA state in words: the badge says it, its colour only repeats it. */
export const SLA_LABELS: Record<SlaState, string> = { ok: 'OK', amber: 'Amber', red: 'Red' };

export const FLAG_LABELS: Record<CaseFlag, string> = { large_amount: 'Large amount', new_client: 'New client' };

/** Who works the item, as the reader sees it: "Unassigned", "Claimed by you", "Claimed by ann@example.com". */
export function assigneeText(assignee: CaseAssignee | null, me: string | undefined): string {
  if (!assignee) return 'Unassigned';
  return assignee.id === me ? 'Claimed by you' : `Claimed by ${assignee.email}`;
}

/** The SLA badge of a waiting item: its state and how long it has waited ("SLA Amber · 2 h 5 min"). */
export function slaText(sla: SlaState, createdAt: string, now: number): string {
  const seconds = Math.max(0, (now - Date.parse(createdAt)) / 1000);
  return `SLA ${SLA_LABELS[sla]} · ${ageInWords(Number.isFinite(seconds) ? seconds : 0)}`;
}
