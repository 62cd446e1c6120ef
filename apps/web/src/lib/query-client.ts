import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The queries whose answers the app asked for as it started, for the screen it opens on
 * (app/routes/opening-queries.ts), by their hash; emptied at the first change of screen.
 */
const openingAnswers = new Set<string>();

/**
 * The answer of `queryKey` is one the opening screen is given as the app starts: that screen's
 * parts do not ask for it again as they mount (an answer a few hundred milliseconds old, which
 * they would otherwise ask for again at once, as every answer is stale from the start).
 */
export function keepForOpening(queryKey: QueryKey): void {
  openingAnswers.add(hashKey(queryKey));
}

/** The customer has left the screen the app opened on: its answers are like any other now. */
export function endOpening(): void {
  openingAnswers.clear();
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failed call already told the customer through a toast; retrying would repeat it.
      retry: false,
      refetchOnWindowFocus: false,
      // A part that mounts asks again for a stale answer, unless the opening screen was given it.
      refetchOnMount: (query) => !openingAnswers.has(query.queryHash),
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
