import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { QueueMetrics } from '../metrics/queue-metrics';
import { jobHandlerProblems } from './job-handlers.check';
import { JobsService } from './jobs.service';
import { QueueName } from './jobs';
import { QueueProcessor } from './queue-processor';

/** Schedules are upserted again this often (an idempotent upsert), so a wiped Redis heals within seconds. */
export const SCHEDULE_REFRESH_MS = 5000;

/** The worker's side of the queues: refuses to start with a job nobody handles, and keeps the schedules in Redis. */
@Injectable()
export class QueueWorkerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(QueueWorkerService.name);
  private refresh?: NodeJS.Timeout;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly jobs: JobsService,
    private readonly queueMetrics: QueueMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Processors' BullMQ workers exist by now (created at module init): each names the queue it consumes.
    const processors = this.discovery
      .getProviders()
      .map((wrapper): unknown => wrapper.instance)
      .filter((instance): instance is QueueProcessor<QueueName> => instance instanceof QueueProcessor);
    const problems = jobHandlerProblems(processors.map((p) => ({ queue: p.worker.name, handles: Object.keys(p.handlers) })));
    if (problems.length) throw new Error(`The worker cannot start: ${problems.join('; ')}`);
    this.queueMetrics.watch(processors.map((p) => p.worker));

    await this.jobs.upsertSchedules();
    let inFlight = false;
    this.refresh = setInterval(() => {
      // While Redis is away the previous upsert may still be waiting: one at a time.
      if (inFlight) return;
      inFlight = true;
      this.jobs
        .upsertSchedules()
        .catch((err: Error) => this.logger.warn(`Job schedules not refreshed: ${err.message}`))
        .finally(() => (inFlight = false));
    }, SCHEDULE_REFRESH_MS);
    this.refresh.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.refresh);
  }
}
