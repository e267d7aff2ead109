import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { conflict, unauthorized } from '../common/domain-error';
import { MailService } from '../mail/mail.service';
import { verifyEmailMail } from '../mail/mail.templates';
import { UsersService } from '../users/users.service';
import { invalidLink, LinkTokensService } from './link-tokens.service';

@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly links: LinkTokensService,
    private readonly mail: MailService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sendLink(user: { id: string; email: string; firstname: string }): Promise<void> {
    const token = await this.links.issue(user.id, 'verify_email');
    const link = `${this.config.publicUrl}/verify-email?hash=${encodeURIComponent(token)}`;
    await this.mail.send(user.email, verifyEmailMail(user.firstname, link));
  }

  async resend(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    if (user.emailVerified) throw conflict('Your email is already verified');
    await this.sendLink(user);
  }

  /**
   * Confirms the address of the link's user. A link clicked again once its address is confirmed (a
   * used link, or an older one the confirmation made pointless) answers `already`, not a refusal: the
   * holder reached what the link was for.
   */
  async verify(hash: string): Promise<'confirmed' | 'already'> {
    const userId = await this.links.consume(hash, 'verify_email');
    if (userId) {
      await this.users.markEmailVerified(userId);
      return 'confirmed';
    }
    const owner = await this.links.ownerOf(hash, 'verify_email');
    if (owner && (await this.users.findById(owner))?.emailVerified) return 'already';
    throw invalidLink();
  }
}
