import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MAIL_JOB_OPTIONS, MAIL_REQUEUE_EVERY_MS, mailJobId, MailJob, QUEUES } from '../queue/jobs';
import { createMailTransport, MailTransport } from './mail-transport';

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
}

/** Sends outbox mail; a failure throws so BullMQ retries with backoff, and the last one marks it failed. */
@Processor(QUEUES.mail, { concurrency: 2 })
export class MailProcessor extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly transport: MailTransport;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectQueue(QUEUES.mail) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    this.transport = createMailTransport(config.smtpUrl);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('mail-requeue', { every: MAIL_REQUEUE_EVERY_MS }, { name: 'requeue-mail', data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }

  async process(job: Job): Promise<void> {
    const { name, data } = job as unknown as MailJob;
    switch (name) {
      case 'send-mail':
        return this.send(data.outboxId, job);
      case 'requeue-mail':
        return this.requeue();
      default: {
        const unknown: never = name;
        throw new Error(`No handler for job ${String(unknown)}`);
      }
    }
  }

  private async send(outboxId: string, job: Job): Promise<void> {
    const [row]: OutboxRow[] = await this.ds.query(`SELECT * FROM mail_outbox WHERE id = $1`, [outboxId]);
    if (!row || row.status !== 'queued') return;
    try {
      const outcome = await this.transport.deliver({ from: this.config.mailFrom, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
      await this.ds.query(`UPDATE mail_outbox SET status = $2, attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1`, [outboxId, outcome]);
    } catch (err) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.ds.query(`UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, status = $3 WHERE id = $1`, [
        outboxId,
        (err as Error).message.slice(0, 500),
        lastAttempt ? 'failed' : 'queued',
      ]);
      this.logger.warn(`Mail ${outboxId} to ${row.to_address} failed (attempt ${job.attemptsMade + 1}): ${(err as Error).message}`);
      throw err;
    }
  }

  /** Mail still queued a minute after it was written lost its job (Redis was down): queue it again. */
  private async requeue(): Promise<void> {
    const rows: { id: string }[] = await this.ds.query(
      `SELECT id FROM mail_outbox WHERE status = 'queued' AND created_at < now() - interval '1 minute' ORDER BY id LIMIT 500`,
    );
    for (const { id } of rows) await this.queue.add('send-mail', { outboxId: id }, { ...MAIL_JOB_OPTIONS, jobId: mailJobId(id) });
  }
}
