import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '../queue/jobs';
import { JobHandlers, QueueProcessor } from '../queue/queue-processor';
import { MailSenderService } from './mail-sender.service';
import { MailService } from './mail.service';

/** The mail queue's one processor: sending one outbox mail, and the requeue of mail whose job was lost. */
@Processor(QUEUES.mail, { concurrency: 2 })
export class MailProcessor extends QueueProcessor<typeof QUEUES.mail> {
  readonly handlers: JobHandlers<typeof QUEUES.mail> = {
    'send-mail': (job) => {
      const number = job.attemptsMade + 1;
      return this.sender.send(job.data.outboxId, { number, last: number >= (job.opts.attempts ?? 1) });
    },
    'requeue-mail': () => this.mail.requeueLost(),
  };

  constructor(
    private readonly sender: MailSenderService,
    private readonly mail: MailService,
  ) {
    super();
  }
}
