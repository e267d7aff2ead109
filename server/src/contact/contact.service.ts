import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { contactMessageMail } from '../mail/mail.templates';
import { ContactMessageDto } from './contact.dto';

@Injectable()
export class ContactService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the message, then mails it to support (the outbox retries until it is delivered). */
  async receive(dto: ContactMessageDto, ip: string): Promise<void> {
    await this.ds.query(`INSERT INTO contact_messages (name, email, message, ip) VALUES ($1, $2, $3, $4)`, [dto.name, dto.email, dto.message, ip]);
    await this.mail.send(this.config.supportEmail, contactMessageMail(dto, dto.message));
  }
}
