import { useQuery } from '@tanstack/react-query';
import { PLANS } from '@contracts/plans';
import { queryKeys } from '../../../shared/api/query-keys';
import { plansApi } from '../api/plans-api';

/** The ladder from the server's one catalogue (the same catalogue, bundled, meanwhile). Used by the public pricing page too. */
export function usePlanCatalogue() {
  return useQuery({ queryKey: queryKeys.plans, queryFn: ({ signal }) => plansApi.catalogue(signal), placeholderData: [...PLANS], staleTime: Infinity });
}
