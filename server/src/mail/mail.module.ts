import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module';
import { MailService } from './mail.service';

/** Enqueues mail (API and worker); MailSenderModule sends it (worker). */
@Module({ imports: [QueueModule], providers: [MailService], exports: [MailService] })
export class MailModule {}
