import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardDepositDto } from '@contracts/requests/deposit.request';
import type { BankWithdrawalDto, WalletWithdrawalDto } from '@contracts/requests/withdraw.request';
import { refetchUser } from '../../../shared/api/user-cache';
import { randomId } from '../../../shared/random-id';
import { fundsApi, type CryptoDepositRequest } from '../api/funds-api';
import { upsertDeposit, upsertWithdrawal } from '../realtime/funds-cache';

/* Each submit attempt gets its own Idempotency-Key: a retried request never books twice. */

export function useCryptoDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CryptoDepositRequest) => fundsApi.depositCrypto(body, randomId()),
    onSuccess: ({ data }) => upsertDeposit(queryClient, data),
  });
}

export function useCardDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardDepositDto) => fundsApi.depositCard(body, randomId()),
    onSuccess: ({ data }) => upsertDeposit(queryClient, data),
  });
}

/** A withdrawal holds its amount at once: the balance is fetched again (the socket's balance:updated may come first). */
function useWithdrawal<T>(send: (body: T, key: string) => ReturnType<typeof fundsApi.withdrawToWallet>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => send(body, randomId()),
    onSuccess: ({ data }) => {
      upsertWithdrawal(queryClient, data);
      void refetchUser(queryClient);
    },
  });
}

export const useWalletWithdrawal = () => useWithdrawal<WalletWithdrawalDto>(fundsApi.withdrawToWallet);
export const useBankWithdrawal = () => useWithdrawal<BankWithdrawalDto>(fundsApi.withdrawToBank);
export const useCancelWithdrawal = () => useWithdrawal<number>(fundsApi.cancelWithdrawal);
