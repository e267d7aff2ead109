import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeKeys } from '../../../../shared/api/query-keys';
import { itemApi } from '../item-api';
import type { ClaimAction } from '../lib/case-view';
import type { ReviewKind, StaffItem } from '../lib/item-kind';

/**
 * Claim, release or take over the item. Answered or refused (a 409 names who holds it now), the item
 * and the queues are read again: the page shows the holder the server knows.
 */
export function useClaim(kind: ReviewKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: ClaimAction; reason?: string }) => itemApi.claim(kind, id, action, reason === undefined ? {} : { reason }),
    // The answer says who holds it now: shown at once, before the item is read again.
    onSuccess: ({ assignee }) =>
      queryClient.setQueryData<StaffItem>(backofficeKeys.item(kind, id), (item) => item && ({ ...item, data: { ...item.data, assignee } } as StaffItem)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: backofficeKeys.item(kind, id) });
      void queryClient.invalidateQueries({ queryKey: backofficeKeys.queues });
    },
  });
}

/** Adds an internal note; the item (its notes and timeline) is read again. */
export function useAddNote(kind: ReviewKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => itemApi.addNote(kind, id, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.item(kind, id) }),
  });
}
