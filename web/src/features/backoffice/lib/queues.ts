import { VERIFICATION_STATUSES } from '@contracts/account';
import type { BackofficeSummary } from '@contracts/api';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@contracts/funds';
import { KIND_SEGMENTS, type ReviewKind } from '../item/lib/item-kind';

/** The review queues, in the order the back office shows them. */
export const QUEUE_NAMES = ['deposits', 'withdrawals', 'kyc'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number] & keyof BackofficeSummary;

export interface QueueInfo {
  name: QueueName;
  kind: ReviewKind;
  title: string;
  /** The statuses a list can be filtered by; '' lists them all. */
  statuses: readonly string[];
}

export const QUEUES: Record<QueueName, QueueInfo> = {
  deposits: { name: 'deposits', kind: 'deposit', title: 'Deposits', statuses: DEPOSIT_STATUSES },
  withdrawals: { name: 'withdrawals', kind: 'withdrawal', title: 'Withdrawals', statuses: WITHDRAWAL_STATUSES },
  kyc: { name: 'kyc', kind: 'kyc', title: 'Identity documents', statuses: VERIFICATION_STATUSES },
};

/** "/backoffice/withdrawals" → "withdrawals" (the routes name only the three queues). */
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
