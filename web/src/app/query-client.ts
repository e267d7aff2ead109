import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../shared/api/api-error';

/** Retries only what may succeed on a second try: network failures and server errors, twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
