import { Module } from '@nestjs/common';
import { MailSenderService } from './mail-sender.service';
import { MailTransport } from './mail-transport';
import { MailModule } from './mail.module';
import { MailProcessor } from './mail.processor';

/** The worker's mail sender. */
@Module({ imports: [MailModule], providers: [MailProcessor, MailSenderService, MailTransport] })
export class MailSenderModule {}
