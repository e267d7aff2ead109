import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { contactMessageMail } from '../mail/mail.templates';
import { ContactMessageDto } from '../contracts/requests/contact.request';
import { ContactMessagesRepository } from './contact-messages.repository';

@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactMessagesRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the message, then mails it to support (the outbox retries until it is delivered). */
  async receive(dto: ContactMessageDto, ip: string): Promise<void> {
    await this.messages.insert({ name: dto.name, email: dto.email, message: dto.message, ip });
    await this.mail.send(this.config.supportEmail, contactMessageMail(dto, dto.message));
  }
}
