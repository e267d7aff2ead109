import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { MAIL_JOB_OPTIONS, mailJobId, QUEUES } from '../queue/jobs';
import { MailContent } from './mail.templates';

/**
 * The door for outgoing mail: each mail is written to the outbox, then sent by the worker's mail
 * queue with retries. A mail whose job could not be queued is picked up again by the requeue job.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectQueue(QUEUES.mail) private readonly queue: Queue,
  ) {}

  async send(to: string, content: MailContent): Promise<void> {
    const [row]: { id: string }[] = await this.ds.query(
      `INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4) RETURNING id`,
      [to, content.subject, content.text, content.html],
    );
    try {
      await this.queue.add('send-mail', { outboxId: row.id }, { ...MAIL_JOB_OPTIONS, jobId: mailJobId(row.id) });
    } catch (err) {
      this.logger.warn(`Mail ${row.id} stays in the outbox until it is requeued: ${(err as Error).message}`);
    }
  }
}
