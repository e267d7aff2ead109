import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../shared/api/api-error';
import { keepNewerUserBalances, persistUser } from '../shared/api/user-cache';
import { appStore } from '../shared/store/app-store';

/**
 * Retries only what may succeed on a second try: network failures and server errors, twice. The
 * user's entry is set up before anything reads or writes it: the balance rule on every write, and
 * its snapshot kept between visits while a session lasts.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  keepNewerUserBalances(queryClient);
  persistUser(queryClient, appStore.hasSession);
  return queryClient;
}
