import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_QUERY_RETRIES = 2;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // Any back-office action can change more than its own screen (every one writes the audit
    // log; reviews move money in the ledger), so after each one all cached data is refreshed.
    // Signing in and out opt out with `meta: { refreshesData: false }`.
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _context, mutation) => {
        if (mutation.meta?.refreshesData !== false) void client.invalidateQueries();
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx (bad input, no rights, signed out) will not change by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.isClientError) && failureCount < MAX_QUERY_RETRIES,
        staleTime: 5_000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
