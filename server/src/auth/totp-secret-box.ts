import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF) from the deployment's JWT secret, so a
 * copy of the database alone does not give anyone's codes. Changing JWT_SECRET makes the stored secrets
 * unreadable: those users then sign in with a recovery code and enrol again.
 */
@Injectable()
export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'jwtSecret'>) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'totp-secrets', 'two-factor', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join('.');
  }

  /** The secret, or null when it was sealed under another key (a changed JWT_SECRET) or is damaged. */
  open(stored: string): string | null {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== VERSION || !iv || !tag || !sealed) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
