import type { DepositDto } from '@contracts/funds';
import { describe, expect, it } from 'vitest';
import { depositEventMessage } from '../realtime/funds-event-message';
import { cardDeclinedMessage } from './card-declined';

const deposit = (status: DepositDto['status'], reason: string | null = null) =>
  ({ deposit_id: 41, amount: 50, status, reason, method: 'card', createdAt: '2026-01-01T00:00:00Z' }) as unknown as DepositDto;

describe('a declined card', () => {
  it('is told as the red error of its live event, with the same id (so it shows once)', () => {
    const failed = deposit('Failed', 'Your card was declined.');
    expect(cardDeclinedMessage(failed)).toEqual({ text: 'Your card deposit of $50.00 failed: Your card was declined.', id: 'deposit:41:Failed' });
    expect(depositEventMessage(failed)).toMatchObject({ type: 'error', id: 'deposit:41:Failed' });
  });

  it('is not a declined card when the payment went through or waits for review', () => {
    for (const status of ['Processing', 'Pending', 'Approved'] as const) expect(cardDeclinedMessage(deposit(status))).toBeNull();
  });
});
