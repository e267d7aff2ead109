import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { SANDBOX_CARDS } from '../contracts/funds';
import { CardCharge, ChargeResult, PaymentGateway } from './payment-gateway';

/** Answers like a processor's test mode: only its test cards are known; nothing is charged. */
@Injectable()
export class SandboxPaymentGateway extends PaymentGateway {
  charge(c: CardCharge): Promise<ChargeResult> {
    const now = new Date();
    if (c.year < now.getUTCFullYear() || (c.year === now.getUTCFullYear() && c.month < now.getUTCMonth() + 1)) {
      return Promise.resolve({ approved: false, reason: 'Your card has expired.' });
    }
    if (c.number === SANDBOX_CARDS.declines) return Promise.resolve({ approved: false, reason: 'Your card was declined.' });
    if (c.number !== SANDBOX_CARDS.approves) {
      return Promise.resolve({ approved: false, reason: 'Your card was declined: the sandbox accepts only its test cards (4242 4242 4242 4242).' });
    }
    // The same reference always yields the same charge id, as a real gateway's idempotency key would.
    return Promise.resolve({ approved: true, reference: `sandbox_ch_${createHash('sha256').update(c.reference).digest('hex').slice(0, 24)}` });
  }
}
