import { Processor } from '@nestjs/bullmq';
import { JobOf, QUEUES } from '../queue/jobs';
import { JobHandlers, QueueProcessor } from '../queue/queue-processor';
import { AtsRunner } from './ats-runner';

/** The ATS queue's one processor: the scheduled rounds, one at a time. */
@Processor(QUEUES.ats, { concurrency: 1 })
export class AtsProcessor extends QueueProcessor<typeof QUEUES.ats> {
  readonly handlers: JobHandlers<typeof QUEUES.ats> = {
    // The iteration's scheduled instant names its interval: consecutive rounds get consecutive slots whatever their lag.
    'ats-round': (job: JobOf<'ats-round'>) => this.runner.round(job.opts.prevMillis ?? Date.now()),
  };

  constructor(private readonly runner: AtsRunner) {
    super();
  }
}
