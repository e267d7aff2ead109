import type { EntityManager } from 'typeorm';
import type { DecisionAction, ItemKind } from '../contracts/account';
import type { MailContent } from '../mail/mail.templates';

/** A decisions row as PostgreSQL returns it (bigint arrives as a string). */
export interface DecisionRow {
  id: string;
  item_kind: ItemKind;
  item_id: string;
  staff_id: string;
  action: DecisionAction;
  reason: string | null;
  payout_reference: string | null;
  ip: string | null;
  created_at: Date;
  applied_at: Date | null;
  outcome: string | null;
}

/** A decision as the API records it. */
export interface NewDecision {
  kind: ItemKind;
  itemId: string;
  staffId: string;
  action: DecisionAction;
  reason: string | null;
  /** An approved withdrawal's payout reference. */
  payoutReference?: string | null;
  ip: string | null;
}

export interface AuditFilter {
  actor?: string;
  kind?: ItemKind;
  item?: string;
  from?: string;
  to?: string;
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
  amountCents?: number;
}

/**
 * How one kind of item is decided. `load` and `apply` run in the caller's transaction; `load` locks the
 * item. `apply` answers null when the item is no longer waiting for a decision (nothing changed).
 */
export interface ItemApplier {
  kind: ItemKind;
  /** The state an item must be in to be decided. */
  waitingState: string;
  /** `amountCents` for money items (deposits, withdrawals, plan requests): four eyes applies at FOUR_EYES_LIMIT. */
  load(m: EntityManager, id: string): Promise<LoadedItem | null>;
  apply(m: EntityManager, id: string, decision: DecisionRow): Promise<AppliedDecision | null>;
  /** The client's mail about the applied decision (written to the outbox in the same transaction). */
  mail(applied: AppliedDecision, client: { firstname: string }): MailContent;
  /** After commit: the client's live event. Best effort. */
  announce(applied: AppliedDecision): void;
}
