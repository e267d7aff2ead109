import type { Job, JobsOptions } from 'bullmq';

/** Every queue and job of the system: payload, queue, retry policy, job id, delay and schedule, in one table. */
export const QUEUES = { settlement: 'settlement', mail: 'mail', backoffice: 'backoffice', funds: 'funds', ats: 'ats' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Each job's payload, by job name. */
export interface JobPayloads {
  /** Settles every trade that expires at this epoch second (one job per second, deduplicated). */
  'settle-second': { second: number };
  /** Settles any Pending trade past its expiry whose job was lost (a scheduled job). */
  sweep: Record<string, never>;
  /** Sends one outbox row; the row records the outcome, so a retry after success does nothing. */
  'send-mail': { outboxId: string };
  /** Re-queues outbox rows still queued after their job was lost (a scheduled job). */
  'requeue-mail': Record<string, never>;
  /** Credits one gateway-approved card deposit (Processing -> Approved); a credited row makes a retry do nothing. */
  'credit-deposit': { depositId: string };
  /** Credits card deposits still Processing after their job was lost (a scheduled job). */
  'sweep-deposit-credits': Record<string, never>;
  /** Applies one staff decision; the decision row records it as applied, so a second run does nothing. */
  'apply-decision': { decisionId: string };
  /** Re-queues decisions still unapplied a few seconds after they were written (a scheduled job). */
  'sweep-decisions': Record<string, never>;
  /** One round of the plans' automated trader over every enabled holder (a scheduled job, every ATS_INTERVAL_SECONDS). */
  'ats-round': Record<string, never>;
}

export type JobName = keyof JobPayloads;

/** A job as its handler receives it: the name and its payload typed together. */
export type JobOf<N extends JobName> = Job<JobPayloads[N], unknown, N>;

export interface JobDefinition<N extends JobName> {
  queue: QueueName;
  /** Attempts, backoff and retention. */
  options: JobsOptions;
  /** The business key: the same work added twice is queued once. */
  jobId?: (data: JobPayloads[N]) => string;
  delay?: (data: JobPayloads[N]) => number;
  /** Run by a BullMQ job scheduler: once per interval across all workers (an interval may come from the configuration). */
  schedule?: { id: string; everyMs: number | ((settings: ScheduleSettings) => number) };
}

/** What configured schedules read. */
export interface ScheduleSettings {
  atsIntervalSeconds: number;
}

/** Often enough that a trade whose job was lost settles within 10 s of its expiry. */
export const SWEEP_EVERY_MS = 2000;
/** The sweeper leaves the per-second jobs this long to do their work first. */
export const SWEEP_GRACE_MS = 3000;
/** How long a second's job waits for its prices to be decided before it fails (unpriced) and retries with backoff. */
export const SETTLE_PRICE_WAIT_MS = 2000;
/** How often it looks for them meanwhile. */
export const SETTLE_PRICE_POLL_MS = 5;
/** A second's job starts this long before the second, to read its trades' heads while they cannot settle yet. */
export const SETTLE_PREPARE_MS = 500;
export const MAIL_REQUEUE_EVERY_MS = 60_000;
export const DEPOSIT_CREDIT_SWEEP_EVERY_MS = 2000;
/** A card deposit Processing this long lost its job (or it is failing): the sweeper credits it. */
export const DEPOSIT_CREDIT_GRACE_MS = 3000;
export const DECISION_SWEEP_EVERY_MS = 2000;
/** A decision unapplied this long after it was written lost its job (or it is failing): queued again. */
export const DECISION_SWEEP_GRACE_MS = 3000;

const SCHEDULED_JOB_OPTIONS: JobsOptions = { removeOnComplete: true, removeOnFail: 100 };

export const JOBS = {
  'settle-second': {
    queue: QUEUES.settlement,
    options: { attempts: 8, backoff: { type: 'exponential', delay: 250 }, removeOnComplete: true, removeOnFail: 1000 },
    jobId: ({ second }) => `settle-${second}`,
    // Just before the second: the job reads its trades' heads, then polls (at most SETTLE_PRICE_WAIT_MS)
    // for the ticks that decide its prices, which the feed publishes milliseconds after each second
    // (SettlementService.settleSecond).
    delay: ({ second }) => Math.max(0, second * 1000 - SETTLE_PREPARE_MS - Date.now()),
  },
  sweep: { queue: QUEUES.settlement, options: SCHEDULED_JOB_OPTIONS, schedule: { id: 'sweeper', everyMs: SWEEP_EVERY_MS } },
  'send-mail': {
    queue: QUEUES.mail,
    options: { attempts: 8, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: true, removeOnFail: 1000 },
    jobId: ({ outboxId }) => `mail-${outboxId}`,
  },
  'requeue-mail': { queue: QUEUES.mail, options: SCHEDULED_JOB_OPTIONS, schedule: { id: 'mail-requeue', everyMs: MAIL_REQUEUE_EVERY_MS } },
  'credit-deposit': {
    queue: QUEUES.funds,
    options: { attempts: 5, backoff: { type: 'exponential', delay: 500 }, removeOnComplete: true, removeOnFail: true },
    jobId: ({ depositId }) => `credit-deposit-${depositId}`,
  },
  'sweep-deposit-credits': {
    queue: QUEUES.funds,
    options: SCHEDULED_JOB_OPTIONS,
    schedule: { id: 'deposit-credit-sweeper', everyMs: DEPOSIT_CREDIT_SWEEP_EVERY_MS },
  },
  'apply-decision': {
    queue: QUEUES.backoffice,
    options: { attempts: 8, backoff: { type: 'exponential', delay: 500 }, removeOnComplete: true, removeOnFail: true },
    jobId: ({ decisionId }) => `decision-${decisionId}`,
  },
  'sweep-decisions': {
    queue: QUEUES.backoffice,
    options: SCHEDULED_JOB_OPTIONS,
    schedule: { id: 'decision-sweeper', everyMs: DECISION_SWEEP_EVERY_MS },
  },
  'ats-round': {
    queue: QUEUES.ats,
    // A failed round is not retried: the next interval's round is the retry, and a trade names its interval.
    options: { ...SCHEDULED_JOB_OPTIONS, attempts: 1 },
    schedule: { id: 'ats', everyMs: ({ atsIntervalSeconds }) => atsIntervalSeconds * 1000 },
  },
} satisfies { [N in JobName]: JobDefinition<N> };

/** The catalogue seen job by job (JOBS keeps each entry's literal queue for JobNameOf). */
export const JOB_DEFINITIONS: { readonly [N in JobName]: JobDefinition<N> } = JOBS;

/** The jobs of one queue. */
export type JobNameOf<Q extends QueueName> = { [N in JobName]: (typeof JOBS)[N]['queue'] extends Q ? N : never }[JobName];

/** The id of the job that settles an expiry second. */
export const settleJobId = (second: number): string => JOBS['settle-second'].jobId({ second });
