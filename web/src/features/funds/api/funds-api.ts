import type { ApiEnvelope } from '@contracts/api';
import type { CoinQuoteDto, DepositAddressDto, DepositDto, ProfitDto, WithdrawalDto, CryptoCurrency } from '@contracts/funds';
import type { CardDepositDto } from '@contracts/requests/deposit.request';
import type { BankWithdrawalDto, WalletWithdrawalDto } from '@contracts/requests/withdraw.request';
import { apiRequest } from '../../../shared/api/http-client';

/** A crypto deposit request: the amount, the coin, the payment's receipt (image or PDF) and, if the client has it, the transaction id. */
export interface CryptoDepositRequest {
  usd_amount: number;
  currency: CryptoCurrency;
  receipt: File;
  txid?: string;
}

/**
 * Every money POST carries an Idempotency-Key (one per submit attempt): a retried request never
 * books a second deposit or withdrawal. A 403 here means "not allowed yet" (e-mail, identity),
 * not a dead session: it keeps the user signed in.
 */
const post = <T>(path: string, body: unknown, idempotencyKey: string) =>
  apiRequest<ApiEnvelope<T>>(path, { method: 'POST', body, auth: true, keepSessionOn403: true, headers: { 'Idempotency-Key': idempotencyKey } });

export const fundsApi = {
  walletAddress: async (currency: CryptoCurrency, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<DepositAddressDto>>(`/deposit/wallet-address?currency=${currency}`, { auth: true, signal })).data,

  convert: async (currency: CryptoCurrency, usdAmount: number, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<CoinQuoteDto>>(`/deposit/convert?currency=${currency}&usd_amount=${usdAmount}`, { auth: true, signal })).data,

  deposits: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<DepositDto[]>>('/deposit', { auth: true, signal })).data,

  depositCrypto: ({ usd_amount, currency, receipt, txid }: CryptoDepositRequest, idempotencyKey: string) => {
    const body = new FormData();
    body.append('usd_amount', String(usd_amount));
    body.append('currency', currency);
    if (txid) body.append('txid', txid);
    body.append('receipt', receipt);
    return post<DepositDto>('/deposit', body, idempotencyKey);
  },

  depositCard: (body: CardDepositDto, idempotencyKey: string) => post<DepositDto>('/deposit/card', body, idempotencyKey),

  withdrawals: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<WithdrawalDto[]>>('/withdraw', { auth: true, signal })).data,

  withdrawToWallet: (body: WalletWithdrawalDto, idempotencyKey: string) => post<WithdrawalDto>('/withdraw', body, idempotencyKey),

  withdrawToBank: (body: BankWithdrawalDto, idempotencyKey: string) => post<WithdrawalDto>('/withdraw/bank', body, idempotencyKey),

  cancelWithdrawal: (id: number, idempotencyKey: string) => post<WithdrawalDto>(`/withdraw/${id}/cancel`, undefined, idempotencyKey),

  profits: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<ProfitDto[]>>('/profit', { auth: true, signal })).data,
};
