import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { resetPasswordMail } from '../mail/mail.templates';
import { hashPassword } from '../users/password';
import { UsersService } from '../users/users.service';
import { invalidLink, LinkTokensService } from './link-tokens.service';
import { TokensService } from './tokens.service';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly links: LinkTokensService,
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails a reset link when the account exists; the caller answers the same either way. */
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = await this.links.issue(user.id, 'reset_password');
    const link = `${this.config.publicUrl}/auth/reset-password?hash=${encodeURIComponent(token)}`;
    await this.mail.send(user.email, resetPasswordMail(user.firstname, link));
  }

  async emailOf(hash: string): Promise<string> {
    const userId = await this.links.peek(hash, 'reset_password');
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw invalidLink();
    return user.email;
  }

  /** Sets the new password and signs the user out everywhere (refresh tokens revoked). */
  async reset(hash: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = await this.links.consume(hash, 'reset_password');
    if (!userId) throw invalidLink();
    await this.users.setPasswordHash(userId, passwordHash);
    await this.tokens.revokeAll(userId);
  }
}
