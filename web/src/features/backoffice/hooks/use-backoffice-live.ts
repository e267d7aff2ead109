import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../shared/realtime/socket-context';
import { backofficeKeys } from '../lib/backoffice-keys';

/** Every open back-office screen follows the decisions of every staff member as they are applied. */
export function useBackofficeLive(): void {
  const queryClient = useQueryClient();
  useSocketEvent('backoffice:item-updated', () => void queryClient.invalidateQueries({ queryKey: backofficeKeys.all }));
}
