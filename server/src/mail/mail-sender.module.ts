import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module';
import { MailProcessor } from './mail.processor';

/** The worker's mail sender. */
@Module({ imports: [QueueModule], providers: [MailProcessor] })
export class MailSenderModule {}
