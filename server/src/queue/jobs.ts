import type { JobsOptions } from 'bullmq';

/** Every queue and job of the system, with its payload and retry policy. */
export const QUEUES = { settlement: 'settlement', mail: 'mail' } as const;

export type SettlementJob =
  /** Settles every trade that expires at this epoch second (one job per second, deduplicated). */
  | { name: 'settle-second'; data: { second: number } }
  /** Settles any Pending trade past its expiry whose job was lost (a repeatable job). */
  | { name: 'sweep'; data: Record<string, never> };

export const SETTLEMENT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 250 },
  removeOnComplete: true,
  removeOnFail: 1000,
};

export const SWEEP_EVERY_MS = 5000;
/** The sweeper leaves the per-second jobs this long to do their work first. */
export const SWEEP_GRACE_MS = 3000;

export const settleJobId = (second: number) => `settle-${second}`;

export type MailJob =
  /** Sends one outbox row; the row records the outcome, so a retry after success does nothing. */
  | { name: 'send-mail'; data: { outboxId: string } }
  /** Re-queues outbox rows still queued after their job was lost (a repeatable job). */
  | { name: 'requeue-mail'; data: Record<string, never> };

export const MAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: true,
  removeOnFail: 1000,
};

export const MAIL_REQUEUE_EVERY_MS = 60_000;
export const mailJobId = (outboxId: string) => `mail-${outboxId}`;
