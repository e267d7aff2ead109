import { Processor } from '@nestjs/bullmq';
import { JobOf, QUEUES } from '../queue/jobs';
import { JobHandlers, QueueProcessor } from '../queue/queue-processor';
import { DepositCreditService } from './deposit-credit.service';

/** The funds queue's one processor: card deposit credits and their sweeper. */
@Processor(QUEUES.funds, { concurrency: 4 })
export class FundsProcessor extends QueueProcessor<typeof QUEUES.funds> {
  readonly handlers: JobHandlers<typeof QUEUES.funds> = {
    'credit-deposit': (job: JobOf<'credit-deposit'>) => this.credits.credit(job.data.depositId),
    'sweep-deposit-credits': () => this.credits.sweep(),
  };

  constructor(private readonly credits: DepositCreditService) {
    super();
  }
}
