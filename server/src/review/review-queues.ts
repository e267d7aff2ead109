import type { ItemKind, VerificationStatus } from '../contracts/account';
import type { AdjustmentForStaff, AdjustmentStatus } from '../contracts/adjustments';
import type { BackofficeKycItem, DepositForStaff, PlanRequestForStaff, QueueSummary, WithdrawalForStaff } from '../contracts/backoffice';
import type { DepositDto, DepositStatus, WithdrawalDto, WithdrawalStatus } from '../contracts/funds';
import type { PlanRequestStatus } from '../contracts/plans';
import type { TradeDto } from '../contracts/trading';
import type { ReadUpload } from '../uploads/uploads.service';
import type { AccountLimitsDto } from '../contracts/protections';
import type { LoginEventDto } from '../contracts/account-security';
import type { ClientDocument, ClientSession } from '../contracts/backoffice-clients';
import type { StatementLineDto } from '../contracts/statement';

/** The kinds whose queue is read a page at a time, with each item's client and four-eyes state added by the back office. */
export type PagedKind = Exclude<ItemKind, 'kyc'>;

/** An item of each paged queue as staff see it, and the statuses its queue is filtered by. */
interface PagedItems {
  deposit: { item: DepositForStaff; status: DepositStatus };
  withdrawal: { item: WithdrawalForStaff; status: WithdrawalStatus };
  plan: { item: PlanRequestForStaff; status: PlanRequestStatus };
  adjustment: { item: AdjustmentForStaff; status: AdjustmentStatus };
}

/** An item as its feature reads it: everything but its client's brief. */
export type ForReview<K extends PagedKind> = Omit<PagedItems[K]['item'], 'client'>;
export type StatusOf<K extends PagedKind> = PagedItems[K]['status'];

/**
 * Which items of a queue a page holds, and in which order: oldest first, or largest amount first (then
 * oldest); after the last item of the page before.
 */
export interface QueueSlice<S extends string> {
  status: S | null;
  /** Only these ids (claimed by the reader, awaiting the reader's approval); null: any. */
  onlyIds: string[] | null;
  /** Not these ids (those claimed by anybody, for the unassigned); null: none. */
  exceptIds: string[] | null;
  /** Created within these moments (both included; null: unbounded): an SLA state's window. */
  createdFrom: Date | null;
  createdTo: Date | null;
  byAmount: boolean;
  after: { id: string; amountCents: number } | null;
  limit: number;
}

/** A queue read a page at a time. */
export interface PagedQueue<K extends PagedKind> {
  /** How many items wait for staff, and how long the oldest has (seconds; null when none). */
  summary(): Promise<QueueSummary>;
  page(slice: QueueSlice<StatusOf<K>>): Promise<ForReview<K>[]>;
  one(id: string): Promise<ForReview<K> | null>;
  /** The item's id, the next page's cursor. */
  idOf(item: ForReview<K>): string;
  /** When the item was made (its SLA runs from then). */
  createdAtOf(item: ForReview<K>): Date;
  /** Its amount in cents (the order by amount, the large-amount flag); undefined when it moves no money. */
  amountCentsOf(item: ForReview<K>): number | undefined;
}

/** The identity documents' queue: listed whole with each client's name, one record, its document. */
export interface KycQueue {
  summary(): Promise<QueueSummary>;
  list(status: VerificationStatus | undefined): Promise<BackofficeKycItem[]>;
  /** 404 when there is no such record. */
  item(id: string): Promise<BackofficeKycItem>;
  /** 404 when the record or its file is gone. */
  file(id: string): Promise<ReadUpload>;
}

/** What the back office shows of one client beside an item (GET /api/backoffice/clients/:id), each list newest first from the feature that owns it. */
export interface ClientRecords {
  recent_deposits: DepositDto[];
  recent_withdrawals: WithdrawalDto[];
  recent_trades: TradeDto[];
  /** The limits, time-out or self-exclusion the client set (staff see them and cannot lift them). */
  protections: AccountLimitsDto;
  /** Every identity document (kyc). */
  documents: ClientDocument[];
  /** The latest movements of the real account (statements). */
  statement: StatementLineDto[];
  /** The live sign-ins, and the latest sign-in attempts (auth). */
  sessions: ClientSession[];
  login_history: LoginEventDto[];
}

export type ClientRecordReader<K extends keyof ClientRecords> = (userId: string) => Promise<ClientRecords[K]>;

/** A slice as the parameters of a feature's page query (each feature's SQL filters its own table the same way). */
export function sliceParams<S extends string>(s: QueueSlice<S>) {
  return {
    status: s.status,
    onlyIds: s.onlyIds,
    exceptIds: s.exceptIds,
    createdFrom: s.createdFrom,
    createdTo: s.createdTo,
    byAmount: s.byAmount,
    afterId: s.after?.id ?? null,
    afterAmount: s.after ? String(s.after.amountCents) : null,
    limit: s.limit,
  };
}
