import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** What a close quote binds: a trade, its close value (cents) at a price, until a time (epoch ms). */
export interface QuoteTerms {
  tradeId: string;
  value: number;
  price: number;
  validUntil: number;
}

/**
 * Close quotes are signed, not stored: the quote_id carries its terms and an HMAC over them and the
 * user, so any API instance can take it back without a lookup, and nobody can change its value or
 * use another user's. A trade closes once, so a quote is used at most once.
 */
@Injectable()
export class CloseQuotes {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('close-quote').digest();
  }

  sign(userId: string, terms: QuoteTerms): string {
    const body = Buffer.from(JSON.stringify([terms.tradeId, terms.value, terms.price, terms.validUntil])).toString('base64url');
    return `${body}.${this.mac(userId, body)}`;
  }

  /** The terms of a quote this user was given, or null for anything else (malformed, altered, another's). */
  read(userId: string, quoteId: string): QuoteTerms | null {
    const [body, mac, extra] = quoteId.split('.');
    if (!body || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(userId, body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [tradeId, value, price, validUntil] = JSON.parse(Buffer.from(body, 'base64url').toString()) as [string, number, number, number];
    return { tradeId, value, price, validUntil };
  }

  private mac(userId: string, body: string): string {
    return createHmac('sha256', this.key).update(`${userId}.${body}`).digest('base64url');
  }
}
