import { VERIFICATION_STATUSES } from '@contracts/account';
import { ADJUSTMENT_STATUSES } from '@contracts/adjustments';
import type { BackofficeSummary } from '@contracts/backoffice';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@contracts/funds';
import { PLAN_REQUEST_STATUSES } from '@contracts/plans';
import { KIND_SEGMENTS, type ReviewKind } from '../item/lib/item-kind';

/** The review queues, in the order the back office shows them. */
export const QUEUE_NAMES = ['deposits', 'withdrawals', 'kyc', 'plans', 'adjustments'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number] & keyof BackofficeSummary;

/** A column of a queue's table between Client and State (see queue-row.ts for what each shows). */
export type QueueColumn = 'identity' | 'balance' | 'amount' | 'held' | 'method' | 'plan' | 'change' | 'requestedBy';

export interface QueueInfo {
  name: QueueName;
  kind: ReviewKind;
  title: string;
  /** The navigation's shorter title. */
  navTitle: string;
  /** The statuses a list can be filtered by; '' lists them all. */
  statuses: readonly string[];
  columns: readonly QueueColumn[];
  /** The heading of the date column. */
  createdLabel: string;
}

const MONEY_COLUMNS: readonly QueueColumn[] = ['identity', 'balance', 'amount', 'method'];

export const QUEUES: Record<QueueName, QueueInfo> = {
  deposits: {
    name: 'deposits',
    kind: 'deposit',
    title: 'Deposits',
    navTitle: 'Deposits',
    statuses: DEPOSIT_STATUSES,
    columns: MONEY_COLUMNS,
    createdLabel: 'Created',
  },
  withdrawals: {
    name: 'withdrawals',
    kind: 'withdrawal',
    title: 'Withdrawals',
    navTitle: 'Withdrawals',
    statuses: WITHDRAWAL_STATUSES,
    columns: MONEY_COLUMNS,
    createdLabel: 'Created',
  },
  kyc: {
    name: 'kyc',
    kind: 'kyc',
    title: 'Identity documents',
    navTitle: 'Identity',
    statuses: VERIFICATION_STATUSES,
    columns: ['method'],
    createdLabel: 'Created',
  },
  plans: {
    name: 'plans',
    kind: 'plan',
    title: 'Plan upgrades',
    navTitle: 'Plan upgrades',
    statuses: PLAN_REQUEST_STATUSES,
    columns: ['plan', 'held'],
    createdLabel: 'Requested',
  },
  adjustments: {
    name: 'adjustments',
    kind: 'adjustment',
    title: 'Adjustments',
    navTitle: 'Adjustments',
    statuses: ADJUSTMENT_STATUSES,
    columns: ['change', 'amount', 'requestedBy'],
    createdLabel: 'Requested',
  },
};

/** The queue of a kind of item: "plan" → the plans queue. */
export const queueOfKind = (kind: ReviewKind): QueueInfo => QUEUES[QUEUE_NAMES.find((q) => QUEUES[q].kind === kind) ?? 'deposits'];

/** "/backoffice/withdrawals" → "withdrawals" (the routes name only the queues). */
export const queueOfPath = (pathname: string): QueueName => {
  const segment = pathname.split('/')[2];
  return QUEUE_NAMES.find((q) => q === segment) ?? 'deposits';
};

export const itemPath = (kind: ReviewKind, id: string | number) => `/backoffice/${KIND_SEGMENTS[kind]}/${id}`;

/** How long the oldest item has waited, in words: "45 s", "3 min", "2 h 5 min", "4 d". */
export function ageInWords(seconds: number | null): string {
  if (seconds === null) return 'none waiting';
  if (seconds < 60) return `${Math.max(0, Math.floor(seconds))} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}
