import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailTransport } from './mail-transport';

export interface MailAttempt {
  /** 1 for the first attempt. */
  number: number;
  /** No retry follows a failure of this one. */
  last: boolean;
}

/** Sends one outbox mail; a failure throws so BullMQ retries with backoff, and the last one marks it failed. */
@Injectable()
export class MailSenderService {
  private readonly logger = new Logger(MailSenderService.name);

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(outboxId: string, attempt: MailAttempt): Promise<void> {
    const row = await this.outbox.find(outboxId);
    if (!row || row.status !== 'queued') return;
    try {
      const outcome = await this.transport.deliver({
        from: this.config.mailFrom,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      await this.outbox.recordDelivery(outboxId, outcome);
    } catch (err) {
      await this.outbox.recordFailure(outboxId, (err as Error).message, attempt.last);
      this.logger.warn(`Mail ${outboxId} to ${row.to_address} failed (attempt ${attempt.number}): ${(err as Error).message}`);
      throw err;
    }
  }
}
