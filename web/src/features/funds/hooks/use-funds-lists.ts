import { useQuery } from '@tanstack/react-query';
import { fundsApi } from '../api/funds-api';
import { fundsKeys } from '../../../shared/api/query-keys';

/*
 * The funds lists, newest first. Kept current by the socket while a funds screen is open; a screen
 * opened later refetches once (they are not kept fresh in the background).
 */

export const useDeposits = () => useQuery({ queryKey: fundsKeys.deposits, queryFn: ({ signal }) => fundsApi.deposits(signal) });

export const useWithdrawals = () => useQuery({ queryKey: fundsKeys.withdrawals, queryFn: ({ signal }) => fundsApi.withdrawals(signal) });

export const useProfits = () => useQuery({ queryKey: fundsKeys.profits, queryFn: ({ signal }) => fundsApi.profits(signal) });
