import { QueryClient } from '@tanstack/react-query';
import type { DepositDto, WithdrawalDto } from '@contracts/funds';
import { beforeEach, describe, expect, it } from 'vitest';
import { fundsKeys } from '../../../shared/api/query-keys';
import { upsertDeposit, upsertWithdrawal } from './funds-cache';
import { depositEventMessage, withdrawalEventMessage } from './funds-event-message';

const deposit = (id: number, createdAt: string, over: Partial<DepositDto> = {}): DepositDto => ({
  deposit_id: id,
  amount: 100,
  coin_amount: 0.001,
  currency: 'btc',
  method: 'btc',
  status: 'Pending',
  reason: null,
  createdAt,
  txid: null,
  ...over,
});

const withdrawal = (id: number, createdAt: string, over: Partial<WithdrawalDto> = {}): WithdrawalDto => ({
  withdraw_id: id,
  wallet: 'bc1qexample',
  method: 'btc',
  amount: 50,
  status: 'Pending',
  reason: null,
  createdAt,
  ...over,
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
});

describe('deposit events in the cache', () => {
  it('leave a list that was never loaded alone', () => {
    upsertDeposit(client, deposit(1, '2026-01-01T10:00:00Z'));
    expect(client.getQueryData(fundsKeys.deposits)).toBeUndefined();
  });

  it('put a new deposit on top and replace a known one in place with its reason', () => {
    client.setQueryData(fundsKeys.deposits, [deposit(2, '2026-01-01T10:02:00Z'), deposit(1, '2026-01-01T10:00:00Z')]);
    upsertDeposit(client, deposit(3, '2026-01-01T10:03:00Z'));
    upsertDeposit(client, deposit(1, '2026-01-01T10:00:00Z', { status: 'Rejected', reason: 'Payment not received' }));
    const list = client.getQueryData<DepositDto[]>(fundsKeys.deposits)!;
    expect(list.map((d) => [d.deposit_id, d.status, d.reason])).toEqual([
      [3, 'Pending', null],
      [2, 'Pending', null],
      [1, 'Rejected', 'Payment not received'],
    ]);
  });
});

describe('withdrawal events in the cache', () => {
  it('order withdrawals of the same instant by id, highest first, and apply a cancel', () => {
    client.setQueryData(fundsKeys.withdrawals, [withdrawal(4, '2026-01-01T10:00:00Z')]);
    upsertWithdrawal(client, withdrawal(5, '2026-01-01T10:00:00Z'));
    upsertWithdrawal(client, withdrawal(4, '2026-01-01T10:00:00Z', { status: 'Cancelled' }));
    expect(client.getQueryData<WithdrawalDto[]>(fundsKeys.withdrawals)!.map((w) => [w.withdraw_id, w.status])).toEqual([
      [5, 'Pending'],
      [4, 'Cancelled'],
    ]);
  });
});

describe('event toasts', () => {
  it('tell decisions, with the rejection reason, and stay quiet for requests', () => {
    expect(depositEventMessage(deposit(1, 'x'))).toBeNull();
    expect(depositEventMessage(deposit(1, 'x', { status: 'Approved' }))).toEqual({
      type: 'success',
      text: 'Your deposit of $100.00 was credited',
      id: 'deposit:1:Approved',
    });
    expect(depositEventMessage(deposit(1, 'x', { status: 'Rejected', reason: 'Receipt unreadable' }))?.text).toBe(
      'Your deposit of $100.00 was rejected: Receipt unreadable',
    );
    expect(withdrawalEventMessage(withdrawal(1, 'x', { status: 'Cancelled' }))).toBeNull();
    expect(withdrawalEventMessage(withdrawal(1, 'x', { status: 'Rejected', reason: 'Invalid destination' }))).toEqual({
      type: 'error',
      text: 'Your withdrawal of $50.00 was rejected: Invalid destination',
      id: 'withdrawal:1:Rejected',
    });
  });
});
