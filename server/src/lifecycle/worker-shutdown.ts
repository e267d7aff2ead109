import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { runningJobs } from '../queue/queue-processor';
import type { ShutdownPlan } from './graceful-shutdown';

/**
 * The worker's shutdown: each queue stops taking jobs and waits for those running (QueueProcessor), the
 * price feed gives its lease back, then the connections close. A job cut off by the bound loses nothing:
 * its truth is a PostgreSQL row that a sweeper queues again (DESIGN "Durable work").
 */
export function workerShutdownPlan(worker: INestApplicationContext, config: Pick<AppConfig, 'shutdownTimeoutMs'>): ShutdownPlan {
  return {
    process: 'worker',
    timeoutMs: config.shutdownTimeoutMs,
    steps: [{ name: 'finishing running jobs, giving back the price feed, then closing connections', run: () => worker.close() }],
    stillRunning: () => ({ jobs: runningJobs() }),
  };
}
