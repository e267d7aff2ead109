/** The load tool's report (`npm run loadtest -- replay ... --report OUT.json`), as issue 12 names it. */

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface SloResult {
  /** e.g. "submit.p99", "settle.p99", "errors". */
  name: string;
  limit: number;
  value: number;
  ok: boolean;
}

/** One second of the run, from its start: what the charts draw over time. */
export interface TimelinePoint {
  second: number;
  sent: number;
  accepted: number;
  errors: number;
  /** p99 of the submits sent in that second (ms, from their intended send time); null when none answered. */
  submit_p99: number | null;
}

/** The early closes of a run (load lines with `close_after_ms`). */
export interface CloseFigures {
  /** Closes started: a quote asked when the line's close was due. */
  sent: number;
  /** Answered 2xx: the trade ended Closed. */
  closed: number;
  /** 4xx answers (to the quote or the close) by the API's code (TRADE_NOT_OPEN, CLOSE_TOO_LATE, QUOTE_EXPIRED after the retry...), or "HTTP <status>" without one. */
  refused: Record<string, number>;
  /** 5xx answers, or no HTTP answer at all. */
  errors: number;
  /** Closes sent again with the fresh quote of a QUOTE_EXPIRED (each still counted once above). */
  retried: number;
  /** From each close's due time to its last answer: the quote, the close and the retry when there was one. */
  close_ms: Percentiles & { p999: number };
}

export interface LoadReport {
  target: string;
  started_at: string;
  duration_s: number;
  sent: number;
  accepted: number;
  /** Answers other than 2xx, by HTTP status. */
  rejected: Record<string, number>;
  /** No HTTP answer at all (connection refused, reset, timeout). */
  errors: number;
  throughput_per_s: number;
  submit_ms: Percentiles & { p999: number };
  settle_lag_ms: Percentiles;
  settled: number;
  unsettled: number;
  slo: SloResult[];
  /** Present when the run was compared with an older report: this run's value minus the baseline's. */
  baseline?: {
    target: string;
    started_at: string;
    deltas: Record<string, { baseline: number; current: number; delta: number }>;
  };
  /** For the HTML report's charts. */
  timeline: TimelinePoint[];
  /** The submit latency percentile curve: { percentile (0-100, e.g. 99.9), ms }. */
  submit_curve: { percentile: number; ms: number }[];
  /** The settle lag histogram: counts per bucket of lag in ms. */
  settle_lag_histogram: { from_ms: number; to_ms: number; count: number }[];
  /** A second `trade:settled` for a trade already settled at the client: each one an error of the server. */
  duplicate_settlements?: number;
  /** Accepted trades the API shows final whose `trade:settled` never reached the user's socket. */
  settled_without_event?: number;
  /** Present when the run sent closes: sent = closed + refused + errors. */
  closes?: CloseFigures;
  /** True when the run was ended early (Ctrl-C): a partial report. */
  partial?: boolean;
}
