import { useQueryClient } from '@tanstack/react-query';
import { backofficeKeys } from '../../../shared/api/query-keys';
import { useSocketEvent } from '../../../shared/realtime/socket-context';

/**
 * The back office's live events, mounted once by its frame (BackofficeLayout): every open screen, an
 * item under review with its audit lines and client included (their entries are all under
 * ['backoffice']), follows the decisions of every staff member as they are applied.
 */
export function useBackofficeLiveEvents(): void {
  const queryClient = useQueryClient();
  useSocketEvent('backoffice:item-updated', () => void queryClient.invalidateQueries({ queryKey: backofficeKeys.all }));
}
