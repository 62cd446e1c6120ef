/**
 * What the screen the app opens on shows first, asked of the API as the app starts, beside the
 * screen's code and texts rather than after them and the first render (issue 18: the signed-in
 * first paint). The queries are the screens' own (same options, same keys), so the screens find
 * the answers in the query cache, or the requests on their way. Part of the app's entry (the
 * fetchers and query options are small; api-client is there already), so that the requests
 * leave as soon as the entry runs, not one chunk later.
 */
import type { Language } from '@kabuto/shared/catalogue';
import { userinfoQueryOptions } from '@/features/account-panel/api/get-userinfo';
import { indicesQueryOptions } from '@/features/market/api/get-indices';
import { quoteQueryOptions } from '@/features/market/api/get-quote';
import { rankingQueryOptions } from '@/features/market/api/get-ranking';
import { summaryQueryOptions } from '@/features/market/api/get-summary';
import { i18n } from '@/i18n/i18n';
import { marketSourceQueryOptions } from '@/lib/market-source';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session-store';

/** One request for a screen's data: asked when called, never before. */
type Prefetch = () => Promise<void>;

const ROUTE_DATA: Readonly<Record<string, (search: URLSearchParams) => Prefetch[]>> = {
  '/home/index': () => {
    const { marketType } = useSessionStore.getState();
    const language = i18n.language as Language;
    return [
      () => queryClient.prefetchQuery(userinfoQueryOptions(marketType)),
      () => queryClient.prefetchQuery(marketSourceQueryOptions()),
      () => queryClient.prefetchQuery(indicesQueryOptions(undefined, language)),
      // The ranking the home screen opens on (MarketOverview: most active).
      () => queryClient.prefetchQuery(rankingQueryOptions(marketType, 'active', language)),
      () => queryClient.prefetchQuery(summaryQueryOptions(marketType, language)),
    ];
  },
  '/quotes/info': (search) => {
    const code = search.get('code');
    if (!code) return [];
    // Not the chart's bars: the screen asks for them once the price is drawn (use-quote-chart).
    return [
      () => queryClient.prefetchQuery(quoteQueryOptions(code, i18n.language as Language)),
      () => queryClient.prefetchQuery(marketSourceQueryOptions()),
    ];
  },
};

/**
 * The requests for the data of the screen at `path` (with its `search`), when signed in, a step
 * each: the caller runs each in a task of its own. Sending one costs a few milliseconds (options,
 * cache entry, fetch), and home's five in one task made a task of 74 ms that kept the page from
 * answering (a trace of the signed-in start, issue 18).
 */
export function routeDataSteps(path: string, search: URLSearchParams): (() => void)[] {
  if (useSessionStore.getState().token === null) return [];
  // prefetchQuery never rejects: a failed call is the screen's to show when it asks again.
  return (ROUTE_DATA[path]?.(search) ?? []).map((prefetch) => () => void prefetch());
}
