import {
  BANK_ACCOUNT_TYPES,
  DEPOSIT_METHODS,
  DEPOSIT_STATUSES,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATUSES,
  type DepositDto,
  type WithdrawalDto,
} from '../contracts/funds';
import { fromCents } from '../contracts/money';
import { txidUrl } from '../contracts/rules/txid';
import { oneOf } from '../database/narrow-text';
import type { DepositForReview, DepositRow, WithdrawalForReview, WithdrawalRow } from './funds.types';

export const receiptUrl = (depositId: string) => `/api/deposit/${depositId}/receipt`;

export function toDepositDto(r: DepositRow): DepositDto {
  const method = oneOf(DEPOSIT_METHODS, r.method, 'deposits.method');
  const dto: DepositDto = {
    deposit_id: Number(r.id),
    amount: fromCents(r.amount),
    coin_amount: r.coin_amount === null ? null : Number(r.coin_amount),
    currency: method === 'card' ? 'usd' : method,
    method,
    status: oneOf(DEPOSIT_STATUSES, r.status, 'deposits.status'),
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
    txid: r.txid,
  };
  if (r.card_last4) Object.assign(dto, { card_last4: r.card_last4, card_brand: r.card_brand ?? 'Card' });
  return dto;
}

export const maskAccount = (accountNumber: string) => `****${accountNumber.slice(-4)}`;

export function toWithdrawalDto(r: WithdrawalRow): WithdrawalDto {
  return {
    withdraw_id: Number(r.id),
    wallet: r.method === 'bank' ? `${r.bank_name} ${maskAccount(r.account_number ?? '')}` : (r.wallet ?? ''),
    method: oneOf(WITHDRAWAL_METHODS, r.method, 'withdrawals.method'),
    amount: fromCents(r.amount),
    status: oneOf(WITHDRAWAL_STATUSES, r.status, 'withdrawals.status'),
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
  };
}

export function toDepositForReview(r: DepositRow): DepositForReview {
  const deposit = toDepositDto(r);
  return {
    ...deposit,
    txid_url: txidUrl(deposit.method, deposit.txid),
    user_id: r.user_id,
    rate: r.rate === null ? null : Number(r.rate),
    address: r.address,
    gateway_reference: r.gateway_reference,
    has_receipt: r.receipt_path !== null,
    receipt_url: r.receipt_path === null ? null : receiptUrl(r.id),
    reviewed_by: r.reviewed_by,
    decided_at: r.decided_at?.toISOString() ?? null,
  };
}

export function toWithdrawalForReview(r: WithdrawalRow): WithdrawalForReview {
  return {
    ...toWithdrawalDto(r),
    user_id: r.user_id,
    bank_name: r.bank_name,
    account_number: r.account_number,
    routing_number: r.routing_number,
    account_type: r.account_type === null ? null : oneOf(BANK_ACCOUNT_TYPES, r.account_type, 'withdrawals.account_type'),
    payout_reference: r.payout_reference,
    reviewed_by: r.reviewed_by,
    decided_at: r.decided_at?.toISOString() ?? null,
  };
}
