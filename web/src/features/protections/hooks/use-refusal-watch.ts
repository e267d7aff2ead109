import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../shared/api/query-keys';
import { isProtectionRefusal, isRealityCheckDue } from '../lib/protection-refusal';

/**
 * Watches every mutation of the app (trades, deposits, plan purchases): a refusal by a protection
 * refreshes the limits (an exclusion may have started elsewhere), and a due reality check calls `onDue`.
 */
export function useRefusalWatch(onDue: () => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(onDue);
  useEffect(() => {
    latest.current = onDue;
  });
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error: unknown = event.action.error;
        if (!isProtectionRefusal(error)) return;
        void queryClient.invalidateQueries({ queryKey: queryKeys.accountLimits });
        if (isRealityCheckDue(error)) latest.current();
      }),
    [queryClient],
  );
}
