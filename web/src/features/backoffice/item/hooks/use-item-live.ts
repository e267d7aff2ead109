import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../../shared/realtime/socket-context';
import { itemKeys } from '../item-keys';
import type { ReviewKind } from '../lib/item-kind';

/**
 * Refreshes this item, its audit lines and its client when a decision on it is applied. The back
 * office's layout refreshes every ['backoffice'] query on the same event; this keeps the page live
 * on its own too, and refreshes only what changed.
 */
export function useItemLive(kind: ReviewKind, id: string, userId: string | undefined): void {
  const queryClient = useQueryClient();
  useSocketEvent('backoffice:item-updated', (event) => {
    if (event.kind !== kind || event.id !== id) return;
    void queryClient.invalidateQueries({ queryKey: itemKeys.item(kind, id) });
    void queryClient.invalidateQueries({ queryKey: itemKeys.audit(kind, id) });
    if (userId) void queryClient.invalidateQueries({ queryKey: itemKeys.client(userId) });
  });
}
