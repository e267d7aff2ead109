import { Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { QUEUES } from '../queue/jobs';
import { JobHandlers, QueueProcessor } from '../queue/queue-processor';
import { DecisionsService } from './decisions.service';

/** The back-office queue's one processor: applying staff decisions, and the sweeper of decisions whose job was lost. */
@Processor(QUEUES.backoffice, { concurrency: 4 })
export class DecisionsProcessor extends QueueProcessor<typeof QUEUES.backoffice> {
  private readonly logger = new Logger(DecisionsProcessor.name);

  readonly handlers: JobHandlers<typeof QUEUES.backoffice> = {
    'apply-decision': (job) => this.decisions.apply(job.data.decisionId),
    'sweep-decisions': async () => {
      const requeued = await this.decisions.sweep();
      if (requeued) this.logger.log({ requeued }, 'Unapplied decisions queued again');
      return requeued;
    },
  };

  constructor(private readonly decisions: DecisionsService) {
    super();
  }
}
