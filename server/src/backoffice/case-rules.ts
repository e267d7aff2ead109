import type { ItemKind } from '../contracts/account';
import { CASE_ACTIONS, NEW_CLIENT_DAYS, type CaseAction, type CaseFlag, type SlaMinutes, type SlaState, type TimelineEntry } from '../contracts/cases';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A waiting item's age against its queue's amber and red ages; a decided item is `ok` (nobody owes it anything). */
export function slaOf(kind: ItemKind, item: { createdAt: Date; waiting: boolean }, minutes: SlaMinutes, now: Date): SlaState {
  if (!item.waiting) return 'ok';
  const ageMinutes = (now.getTime() - item.createdAt.getTime()) / MINUTE_MS;
  if (ageMinutes >= minutes[kind].red) return 'red';
  return ageMinutes >= minutes[kind].amber ? 'amber' : 'ok';
}

/** The creation window (inclusive bounds) of the items in one SLA state now: what a queue's `sla=` filter reads. */
export function slaWindow(kind: ItemKind, sla: SlaState, minutes: SlaMinutes, now: Date): { createdFrom: Date | null; createdTo: Date | null } {
  const ago = (m: number) => new Date(now.getTime() - m * MINUTE_MS);
  const { amber, red } = minutes[kind];
  if (sla === 'red') return { createdFrom: null, createdTo: ago(red) };
  if (sla === 'amber') return { createdFrom: new Date(ago(red).getTime() + 1), createdTo: ago(amber) };
  return { createdFrom: new Date(ago(amber).getTime() + 1), createdTo: null };
}

export interface FlagInput {
  /** Cents; undefined for items without an amount (identity documents). */
  amountCents?: number;
  fourEyesLimitCents: number;
  itemCreatedAt: Date;
  clientCreatedAt: Date;
}

export function caseFlags(i: FlagInput): CaseFlag[] {
  const flags: CaseFlag[] = [];
  if (i.amountCents !== undefined && i.amountCents >= i.fourEyesLimitCents) flags.push('large_amount');
  if (i.itemCreatedAt.getTime() - i.clientCreatedAt.getTime() < NEW_CLIENT_DAYS * DAY_MS) flags.push('new_client');
  return flags;
}

/** One audit row of an item, as the timeline reads it. */
export interface HistoryRow {
  actor_email: string | null;
  action: string;
  from_state: string | null;
  to_state: string | null;
  reason: string | null;
  created_at: Date;
}

const isCaseAction = (action: string): action is CaseAction => (CASE_ACTIONS as readonly string[]).includes(action);

/** The item's story: its creation by the client, then every claim, note and decision the audit log holds, oldest first. */
export function timelineOf(createdAt: Date, history: HistoryRow[]): TimelineEntry[] {
  const created: TimelineEntry = { at: createdAt.toISOString(), event: 'created', actor_email: null, text: null, from_state: null, to_state: null };
  return [
    created,
    ...history.map((h): TimelineEntry => {
      const at = h.created_at.toISOString();
      if (isCaseAction(h.action)) return { at, event: h.action, actor_email: h.actor_email, text: h.reason, from_state: h.from_state, to_state: h.to_state };
      const text = h.reason ? `${h.action}: ${h.reason}` : h.action;
      return { at, event: 'decision', actor_email: h.actor_email, text, from_state: h.from_state, to_state: h.to_state };
    }),
  ];
}
