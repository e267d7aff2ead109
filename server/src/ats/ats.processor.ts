import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '../queue/jobs';
import { JobHandlers, QueueProcessor } from '../queue/queue-processor';
import { AtsRunner } from './ats-runner';

/** The ATS queue's one processor: the scheduled rounds, one at a time. */
@Processor(QUEUES.ats, { concurrency: 1 })
export class AtsProcessor extends QueueProcessor<typeof QUEUES.ats> {
  readonly handlers: JobHandlers<typeof QUEUES.ats> = {
    'ats-round': () => this.runner.round(),
  };

  constructor(private readonly runner: AtsRunner) {
    super();
  }
}
