import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { METRICS, ProcessName } from './metric-definitions';

type Definition = (typeof METRICS)[keyof typeof METRICS];

/**
 * One process's registry and the series its code moves. Each Nest application has its own (the tests
 * run an API and a worker in one Node process); a series another process exports is still created
 * here, unregistered, so that shared code (RealtimeService, DecisionsService) moves it unconditionally.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequestDuration: Histogram<(typeof METRICS.httpRequestDuration.labelNames)[number]>;
  readonly socketsOpen: Gauge;
  readonly eventsPublished: Counter<(typeof METRICS.eventsPublished.labelNames)[number]>;
  readonly submits: Counter<(typeof METRICS.submits.labelNames)[number]>;
  readonly settlementLag: Histogram;
  readonly decisionsApplied: Counter<(typeof METRICS.decisionsApplied.labelNames)[number]>;

  constructor(readonly process: ProcessName) {
    this.registry.setDefaultLabels({ process });
    // Process CPU and memory, heap spaces, GC durations, event-loop lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
    this.httpRequestDuration = new Histogram({ ...this.config(METRICS.httpRequestDuration), buckets: [...METRICS.httpRequestDuration.buckets] });
    this.socketsOpen = new Gauge(this.config(METRICS.socketsOpen));
    this.eventsPublished = new Counter(this.config(METRICS.eventsPublished));
    this.submits = new Counter(this.config(METRICS.submits));
    this.settlementLag = new Histogram({ ...this.config(METRICS.settlementLag), buckets: [...METRICS.settlementLag.buckets] });
    this.decisionsApplied = new Counter(this.config(METRICS.decisionsApplied));
  }

  /** A definition as prom-client's options, registered only where its process exports it. */
  config<D extends Definition>(definition: D): { name: string; help: string; labelNames: D['labelNames']; registers: Registry[] } {
    const exported = (definition.exportedBy as readonly ProcessName[]).includes(this.process);
    return { name: definition.name, help: definition.help, labelNames: definition.labelNames, registers: exported ? [this.registry] : [] };
  }

  /** Counts events about to be published, by name: one increment per name present, whatever the batch's size. */
  countEvents(events: readonly { event: string }[]): void {
    if (events.length === 1) {
      this.eventsPublished.inc({ event: events[0].event });
      return;
    }
    const counts = new Map<string, number>();
    for (const { event } of events) counts.set(event, (counts.get(event) ?? 0) + 1);
    for (const [event, n] of counts) this.eventsPublished.inc({ event }, n);
  }
}
