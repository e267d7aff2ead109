import { Injectable, Logger } from '@nestjs/common';
import { JobsService } from '../queue/jobs.service';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailContent } from './mail.templates';

/**
 * The door for outgoing mail: each mail is written to the outbox, then sent by the worker's mail
 * queue with retries. A mail whose job could not be queued is picked up again by the requeue job.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly jobs: JobsService,
  ) {}

  async send(to: string, content: MailContent): Promise<void> {
    const outboxId = await this.outbox.insert(to, content);
    try {
      await this.jobs.add('send-mail', { outboxId });
    } catch (err) {
      this.logger.warn(`Mail ${outboxId} stays in the outbox until it is requeued: ${(err as Error).message}`);
    }
  }

  /** Queues the job of an outbox row written in a transaction that has committed; the requeue job covers a failure. */
  async queue(outboxId: string): Promise<void> {
    try {
      await this.jobs.add('send-mail', { outboxId });
    } catch (err) {
      this.logger.warn(`Mail ${outboxId} stays in the outbox until it is requeued: ${(err as Error).message}`);
    }
  }

  /** Queues again the mail whose job was lost; the job id keeps a mail that still has one from being queued twice. */
  async requeueLost(): Promise<void> {
    for (const outboxId of await this.outbox.lostIds()) await this.jobs.add('send-mail', { outboxId });
  }
}
