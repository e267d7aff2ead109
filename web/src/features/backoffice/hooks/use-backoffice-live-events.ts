import { useQueryClient } from '@tanstack/react-query';
import { backofficeKeys } from '../../../shared/api/query-keys';
import { useSocketEvent } from '../../../shared/realtime/socket-context';
import { isReviewKind } from '../item/lib/item-kind';

/**
 * The back office's live events, mounted once by its frame (BackofficeLayout): every open screen, an
 * item under review with its client included (their entries are all under ['backoffice']), follows the
 * decisions of every staff member as they are applied, and the item and the queues follow who works
 * which item and its notes.
 */
export function useBackofficeLiveEvents(): void {
  const queryClient = useQueryClient();
  useSocketEvent('backoffice:item-updated', () => void queryClient.invalidateQueries({ queryKey: backofficeKeys.all }));
  useSocketEvent('backoffice:case-updated', (e) => {
    if (isReviewKind(e.kind)) void queryClient.invalidateQueries({ queryKey: backofficeKeys.item(e.kind, e.id) });
    void queryClient.invalidateQueries({ queryKey: backofficeKeys.queues });
  });
}
