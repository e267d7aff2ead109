/** The process a registry belongs to: its series carry it as the `process` label (a shell tool exports none). */
export type ProcessName = 'api' | 'worker' | 'tool';

interface MetricDefinition {
  name: string;
  help: string;
  labelNames: readonly string[];
  /** The processes whose registry exports it. */
  exportedBy: readonly ProcessName[];
  buckets?: readonly number[];
}

/**
 * Every series of our own, by role: the code registers these, and the dashboard and alert rules in
 * deploy/ are checked against them (alert-rules.spec.ts). Label values are bounded: route patterns,
 * event names, queue names, error codes, item kinds.
 */
export const METRICS = {
  httpRequestDuration: {
    name: 'trading_http_request_duration_seconds',
    help: 'API request durations by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    exportedBy: ['api'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  },
  socketsOpen: {
    name: 'trading_sockets_open',
    help: 'socket.io connections open on this API process',
    labelNames: [],
    exportedBy: ['api'],
  },
  eventsPublished: {
    name: 'trading_events_published_total',
    help: 'Live events published, by event name',
    labelNames: ['event'],
    exportedBy: ['api', 'worker'],
  },
  submits: {
    name: 'trading_submits_total',
    help: 'Trade submits by outcome (accepted, refused) and, when refused, the error code',
    labelNames: ['outcome', 'code'],
    exportedBy: ['api'],
  },
  settlementLag: {
    name: 'trading_settlement_lag_seconds',
    help: "Seconds from a trade's expiry to its settlement (the commit of its batch)",
    labelNames: [],
    exportedBy: ['worker'],
    buckets: [0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 30, 60],
  },
  decisionsApplied: {
    name: 'trading_decisions_applied_total',
    help: 'Staff decisions applied by the worker, by item kind and action',
    labelNames: ['kind', 'action'],
    exportedBy: ['worker'],
  },
  queueJobs: {
    name: 'trading_queue_jobs',
    help: 'Jobs in each queue by state (waiting, delayed, active, failed), read at scrape time',
    labelNames: ['queue', 'state'],
    exportedBy: ['worker'],
  },
  jobDuration: {
    name: 'trading_job_duration_seconds',
    help: 'Job run times by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'],
    exportedBy: ['worker'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  },
} as const satisfies Record<string, MetricDefinition>;

/** The queue states trading_queue_jobs reports. */
export const QUEUE_STATES = ['waiting', 'delayed', 'active', 'failed'] as const;

/** The route label of a request no route matched (a 404), so that raw URLs never become label values. */
export const UNMATCHED_ROUTE = 'unmatched';
