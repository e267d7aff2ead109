import type { EntityManager } from 'typeorm';
import type { DecisionAction, ItemKind } from '../contracts/account';
import type { MailContent } from '../mail/mail.templates';

/** A staff decision as the back office recorded it, handed to the applier of its item's kind. */
export interface RecordedDecision {
  id: string;
  item_kind: ItemKind;
  item_id: string;
  staff_id: string;
  action: DecisionAction;
  reason: string | null;
  /** An approved withdrawal's payout reference. */
  payout_reference: string | null;
  ip: string | null;
  created_at: Date;
  applied_at: Date | null;
  outcome: string | null;
}

/** What applying a decision changed. */
export interface AppliedDecision {
  from: string;
  to: string;
  userId: string;
  /** What the client is shown (a rejection's reason). */
  reason: string | null;
  /** What the item's module needs to announce the change after commit (its own change record). */
  detail?: unknown;
}

/** An item as its applier loads it: its state, the client it belongs to, and its amount if it is money. */
export interface LoadedItem {
  state: string;
  userId: string;
  /** Cents, for money items (deposits, withdrawals, plan requests): four eyes applies at FOUR_EYES_LIMIT. */
  amountCents?: number;
  /** The staff member who asked for a staff-made change (an adjustment): two others approve it, whatever its amount. */
  requesterId?: string;
}

/**
 * How one kind of item is decided, implemented by the feature that owns the item and registered with
 * DecisionAppliers. `load` and `apply` run in the back office's transaction; `load` locks the item.
 * `apply` answers null when the item is no longer waiting for a decision (nothing changed).
 */
export interface ItemApplier {
  kind: ItemKind;
  /** The state an item must be in to be decided. */
  waitingState: string;
  load(m: EntityManager, id: string): Promise<LoadedItem | null>;
  apply(m: EntityManager, id: string, decision: RecordedDecision): Promise<AppliedDecision | null>;
  /** The client's mail about the applied decision (written to the outbox in the same transaction); null when the client is not told. */
  mail(applied: AppliedDecision, client: { firstname: string }): MailContent | null;
  /** After commit: the client's live event. Best effort. */
  announce(applied: AppliedDecision): void;
}
