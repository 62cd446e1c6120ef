import { QueryClient, type QueryKey } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failed call already told the customer through a toast; retrying would repeat it.
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/**
 * A market query refreshed every `ms`: its answer counts as fresh until the next refresh, so a
 * screen that mounts just after another screen asked shows it without asking again.
 */
export const refreshedEvery = (ms: number) => ({ refetchInterval: ms, staleTime: ms });

/**
 * Placeholder data for a query whose key changed: the previous answer stays on screen only while
 * the first `parts` of the key are the same as `queryKey`'s. A ranking keeps its rows while another
 * language's names load, but another tab's rows never stand in for this tab's, nor one stock's
 * candles for another's.
 */
export const keepPreviousWhileSame =
  (queryKey: QueryKey, parts: number) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery &&
    queryKey.slice(0, parts).every((part, index) => Object.is(part, previousQuery.queryKey[index]))
      ? previous
      : undefined;
