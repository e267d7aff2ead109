import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailService } from './mail.service';

/** Enqueues mail (API and worker); MailSenderModule sends it (worker). */
@Module({ imports: [QueueModule], providers: [MailService, MailOutboxRepository], exports: [MailService, MailOutboxRepository] })
export class MailModule {}
