/** Review items as cases (DESIGN "Back office as a case manager"): who works one, its notes and timeline, its age against the queue's SLA. */
import type { ItemKind } from './account';

/** A claim nobody touched for this long lapses: anyone may claim the item again. */
export const CLAIM_IDLE_MINUTES = 30;

/** The longest internal note (characters). */
export const NOTE_MAX_LENGTH = 2000;

export const SLA_STATES = ['ok', 'amber', 'red'] as const;
export type SlaState = (typeof SLA_STATES)[number];

/** Ages (minutes) at which a waiting item of each queue turns amber, then red; BACKOFFICE_SLA overrides them. */
export type SlaMinutes = Record<ItemKind, { amber: number; red: number }>;
export const SLA_DEFAULT_MINUTES: SlaMinutes = {
  deposit: { amber: 60, red: 240 },
  withdrawal: { amber: 240, red: 1440 },
  kyc: { amber: 1440, red: 2880 },
  plan: { amber: 1440, red: 4320 },
  adjustment: { amber: 240, red: 1440 },
};

/** A client whose account is younger than this when the item is created is flagged `new_client`. */
export const NEW_CLIENT_DAYS = 7;

/** `large_amount`: at or over FOUR_EYES_LIMIT. `new_client`: the account was under NEW_CLIENT_DAYS old. */
export const CASE_FLAGS = ['large_amount', 'new_client'] as const;
export type CaseFlag = (typeof CASE_FLAGS)[number];

/** Queue filters: `assignee=me|unassigned|any`, `sla=ok|amber|red`, `awaiting=me`, `sort=age|amount`. */
export const ASSIGNEE_FILTERS = ['me', 'unassigned', 'any'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];
export const QUEUE_SORTS = ['age', 'amount'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** Who works an item now. */
export interface CaseAssignee {
  id: string;
  email: string;
  claimed_at: string;
  /** When the claim lapses unless its holder acts on the item. */
  lapses_at: string;
}

/** One internal note: staff only, never changed or removed. */
export interface CaseNote {
  id: string;
  author_id: string;
  author_email: string;
  text: string;
  created_at: string;
}

/** The audit log's actions of case work on an item (its decisions are the others). */
export const CASE_ACTIONS = ['claim', 'release', 'take over', 'note'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

export const TIMELINE_EVENTS = ['created', ...CASE_ACTIONS, 'decision'] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

/** One line of an item's story, oldest first. */
export interface TimelineEntry {
  at: string;
  event: TimelineEvent;
  /** Who acted (staff e-mail); null for the client's own actions. */
  actor_email: string | null;
  /** A decision's action ("approve", "reject refused"), a take-over's or note's text. */
  text: string | null;
  from_state: string | null;
  to_state: string | null;
}

/** What every queue item carries as a case, in lists and on its own. */
export interface CaseState {
  assignee: CaseAssignee | null;
  sla: SlaState;
  flags: CaseFlag[];
}

/** What an item's own GET adds: its notes and its timeline. */
export interface CaseDetail extends CaseState {
  notes: CaseNote[];
  timeline: TimelineEntry[];
}

export const CLAIMED_BY_OTHER = (email: string) => `This item is claimed by ${email}; take it over to work on it`;
export const NOT_YOUR_CLAIM = 'This item is not claimed by you';
export const OWN_CASE_MESSAGE = 'You cannot work on an item of your own account';
