import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ContactMessagesRepository } from './contact-messages.repository';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({ imports: [MailModule, RateLimitModule], controllers: [ContactController], providers: [ContactService, ContactMessagesRepository] })
export class ContactModule {}
