import { AWAITING_SECOND_APPROVAL, OWN_ITEM_MESSAGE, REQUESTER_MESSAGE } from '@contracts/backoffice';
import { CLAIMED_BY_OTHER, type TimelineEntry, type TimelineEvent } from '@contracts/cases';
import { clientOf, isWaiting, reviewStateOf, type ReviewKind, type StaffItem } from './item-kind';

/** Why the first approver cannot approve again: the second approval is another staff member's. */
export const FIRST_APPROVER_MESSAGE = 'You gave the first approval; another staff member must give the second';

/** The four-eyes line of an item awaiting its second approval. */
export const fourEyesText = (firstApprover: string): string => `Approved by ${firstApprover} — awaiting a second approval from another staff member`;

/** Why each decision button is disabled (null: it is live). The server refuses each of these; the page never offers them. */
export interface DecisionBlocks {
  approve: string | null;
  reject: string | null;
}

export function decisionBlocks(item: StaffItem, me: string | undefined): DecisionBlocks {
  const both = (why: string): DecisionBlocks => ({ approve: why, reject: why });
  if (clientOf(item).id === me) return both(OWN_ITEM_MESSAGE);
  const { assignee, first_approval_by: firstBy } = item.data;
  if (assignee && assignee.id !== me) return both(CLAIMED_BY_OTHER(assignee.email));
  // A staff-made change needs two approvers other than its requester; the requester may still reject (withdraw) it.
  if (item.kind === 'adjustment' && item.data.requested_by === me) return { approve: REQUESTER_MESSAGE, reject: null };
  // A reject by anyone ends a four-eyes item, its first approver's included.
  if (reviewStateOf(item) === AWAITING_SECOND_APPROVAL && firstBy !== null && firstBy === me) return { approve: FIRST_APPROVER_MESSAGE, reject: null };
  return { approve: null, reject: null };
}

/** The claim button the reader is offered: on a waiting item that is not their own account's. */
export type ClaimAction = 'claim' | 'release' | 'take-over';

export function claimActionOf(item: StaffItem, me: string | undefined): ClaimAction | null {
  if (!me || clientOf(item).id === me || !isWaiting(reviewStateOf(item))) return null;
  const { assignee } = item.data;
  if (!assignee) return 'claim';
  return assignee.id === me ? 'release' : 'take-over';
}

const EVENT_LABELS: Record<TimelineEvent, string> = {
  created: 'Created by the client',
  claim: 'Claimed',
  release: 'Released',
  'take over': 'Taken over',
  note: 'Note',
  decision: 'Decision',
};

/** One line of the timeline in words: what happened, who did it, what they wrote, and from → to (states, or who held the item). */
export interface TimelineLine {
  label: string;
  who: string | null;
  text: string | null;
  change: string | null;
}

/** Claims move an item between staff: there, an empty side is nobody. */
const HOLDER_EVENTS: readonly TimelineEvent[] = ['claim', 'release', 'take over'];

/** An adjustment is created by the staff member who asked for it, never by the client. */
const CREATED_BY_STAFF = 'Requested by staff';

export function timelineLine(entry: TimelineEntry, kind?: ReviewKind): TimelineLine {
  const label = entry.event === 'created' && kind === 'adjustment' ? CREATED_BY_STAFF : EVENT_LABELS[entry.event];
  const none = HOLDER_EVENTS.includes(entry.event) ? 'nobody' : '–';
  const change = entry.from_state === null && entry.to_state === null ? null : `${entry.from_state ?? none} → ${entry.to_state ?? none}`;
  // A decision's text is its action ("approve", "reject: <reason>"); the others' are what staff wrote, quoted.
  const text = entry.text === null ? null : entry.event === 'decision' ? entry.text : `“${entry.text}”`;
  return { label, who: entry.actor_email, text, change };
}
