import type { ItemKind, VerificationStatus } from '../contracts/account';
import type { BackofficeKycItem, DepositForStaff, PlanRequestForStaff, QueueSummary, WithdrawalForStaff } from '../contracts/backoffice';
import type { DepositDto, DepositStatus, WithdrawalDto, WithdrawalStatus } from '../contracts/funds';
import type { PlanRequestStatus } from '../contracts/plans';
import type { TradeDto } from '../contracts/trading';
import type { ReadUpload } from '../uploads/uploads.service';
import type { AccountLimitsDto } from '../contracts/protections';

/** The kinds whose queue is read a page at a time, with each item's client and four-eyes state added by the back office. */
export type PagedKind = Exclude<ItemKind, 'kyc'>;

/** An item of each paged queue as staff see it, and the statuses its queue is filtered by. */
interface PagedItems {
  deposit: { item: DepositForStaff; status: DepositStatus };
  withdrawal: { item: WithdrawalForStaff; status: WithdrawalStatus };
  plan: { item: PlanRequestForStaff; status: PlanRequestStatus };
}

/** An item as its feature reads it: everything but its client's brief. */
export type ForReview<K extends PagedKind> = Omit<PagedItems[K]['item'], 'client'>;
export type StatusOf<K extends PagedKind> = PagedItems[K]['status'];

/** A queue read a page at a time: oldest first, after a cursor (an item's id), optionally of one status. */
export interface PagedQueue<K extends PagedKind> {
  /** How many items wait for staff, and how long the oldest has (seconds; null when none). */
  summary(): Promise<QueueSummary>;
  page(status: StatusOf<K> | undefined, after: string | undefined, limit: number): Promise<ForReview<K>[]>;
  one(id: string): Promise<ForReview<K> | null>;
  /** The item's id, the next page's cursor. */
  idOf(item: ForReview<K>): string;
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
}

export type ClientRecordReader<K extends keyof ClientRecords> = (userId: string) => Promise<ClientRecords[K]>;
