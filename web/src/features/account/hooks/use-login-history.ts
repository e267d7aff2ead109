import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { securityApi } from '../api/security-api';

/** The client's sign-in attempts of the last 90 days, newest first. */
export const useLoginHistory = () => useQuery({ queryKey: queryKeys.loginHistory, queryFn: ({ signal }) => securityApi.logins(signal) });
