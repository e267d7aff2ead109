import { Injectable, Logger } from '@nestjs/common';
import type { Job, Worker } from 'bullmq';
import { Gauge, Histogram } from 'prom-client';
import { JobsService } from '../queue/jobs.service';
import { METRICS, QUEUE_STATES } from './metric-definitions';
import { Metrics } from './metrics';

/**
 * The worker's queue series: each queue's jobs by state, read from Redis when Prometheus scrapes (one
 * call per queue), and job run times from the BullMQ workers' events. Also says whether those workers
 * run, for the worker's /healthz.
 */
@Injectable()
export class QueueMetrics {
  private readonly logger = new Logger(QueueMetrics.name);
  private readonly workers: Worker[] = [];
  private readonly jobDuration: Histogram<(typeof METRICS.jobDuration.labelNames)[number]>;

  constructor(metrics: Metrics, jobs: JobsService) {
    const queues = jobs.all();
    const logger = this.logger;
    new Gauge({
      ...metrics.config(METRICS.queueJobs),
      async collect() {
        try {
          const counts = await Promise.all(queues.map((q) => q.getJobCounts(...QUEUE_STATES)));
          this.reset();
          queues.forEach((q, i) => QUEUE_STATES.forEach((state) => this.set({ queue: q.name, state }, counts[i][state] ?? 0)));
        } catch (err) {
          // No numbers rather than stale ones: the series go absent while Redis does not answer.
          this.reset();
          logger.debug(`Queue depths not read: ${(err as Error).message}`);
        }
      },
    });
    this.jobDuration = new Histogram({ ...metrics.config(METRICS.jobDuration), buckets: [...METRICS.jobDuration.buckets] });
  }

  /** Times the jobs of these workers (the processors' BullMQ workers) from their completed and failed events. */
  watch(workers: Worker[]): void {
    for (const worker of workers) {
      this.workers.push(worker);
      worker.on('completed', (job: Job) => this.observe(worker.name, 'completed', job));
      // A failed attempt that will be retried counts too: it took the worker's time.
      worker.on('failed', (job: Job | undefined) => job && this.observe(worker.name, 'failed', job));
    }
  }

  /** True while every watched worker runs (not paused, not closed); false before any is watched. */
  workersRunning(): boolean {
    return this.workers.length > 0 && this.workers.every((w) => w.isRunning() && !w.isPaused());
  }

  private observe(queue: string, outcome: 'completed' | 'failed', job: Job): void {
    if (job.processedOn) this.jobDuration.observe({ queue, outcome }, ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000);
  }
}
