import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The worker's SMTP connection, closed with the process; without SMTP_URL mail goes to the log (development only). */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private readonly transporter?: Transporter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.smtpUrl) this.transporter = nodemailer.createTransport(config.smtpUrl);
  }

  /** 'sent' through SMTP, or 'logged' where no SMTP server is configured. */
  async deliver(mail: OutgoingMail): Promise<'sent' | 'logged'> {
    if (!this.transporter) {
      this.logger.log({ to: mail.to, subject: mail.subject, text: mail.text }, 'Mail not sent (SMTP_URL is not set); its text follows');
      return 'logged';
    }
    await this.transporter.sendMail(mail);
    return 'sent';
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
