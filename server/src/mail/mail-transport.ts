import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** 'sent' through SMTP, or 'logged' where no SMTP server is configured (development only). */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<'sent' | 'logged'>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    const logger = new Logger('MailOutbox');
    return {
      deliver: async (mail) => {
        logger.log({ to: mail.to, subject: mail.subject, text: mail.text }, 'Mail not sent (SMTP_URL is not set); its text follows');
        return 'logged';
      },
      close: () => undefined,
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    deliver: async (mail) => {
      await transporter.sendMail(mail);
      return 'sent';
    },
    close: () => transporter.close(),
  };
}
