/**
 * What the screen the app opens on shows first (opening-calls.ts), put into the query cache as the
 * app starts: the screens' own queries (same options, same keys), whose fetchers take the answers
 * the entry asked for early. The screen then finds its figures in the cache on its first render,
 * not a dash replaced a moment later, and does not ask for them again as it mounts
 * (keepForOpening).
 */
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { userinfoQueryOptions } from '@/features/account-panel/api/get-userinfo';
import { indicesQueryOptions } from '@/features/market/api/get-indices';
import { quoteQueryOptions } from '@/features/market/api/get-quote';
import { rankingQueryOptions } from '@/features/market/api/get-ranking';
import { summaryQueryOptions } from '@/features/market/api/get-summary';
import { watchlistQueryOptions } from '@/features/market/api/watchlist';
import { unreadQueryOptions } from '@/features/messages/api/get-unread';
import { i18n } from '@/i18n/i18n';
import { marketSourceQueryOptions } from '@/lib/market-source';
import { keepForOpening, queryClient } from '@/lib/query-client';
import { openingData } from './opening-calls';
import type { OpeningData, OpeningName } from './opening-calls';

/**
 * Puts `options`' answer into the cache for the opening screen, which then does not ask for it
 * again as it mounts.
 */
function prefetchForOpening<Data, Key extends QueryKey>(
  options: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<void> {
  keepForOpening(options.queryKey);
  return queryClient.prefetchQuery(options);
}

/** Each opening item's prefetch, from its arguments and the customer's language. */
const PREFETCH: {
  readonly [Name in OpeningName]: (
    language: Language,
    ...args: NonNullable<OpeningData[Name]>
  ) => Promise<void>;
} = {
  userinfo: (_language, type) => prefetchForOpening(userinfoQueryOptions(type)),
  marketSource: () => prefetchForOpening(marketSourceQueryOptions()),
  indices: (language, type) => prefetchForOpening(indicesQueryOptions(type, language)),
  ranking: (language, type, sort) => prefetchForOpening(rankingQueryOptions(type, sort, language)),
  summary: (language, type) => prefetchForOpening(summaryQueryOptions(type, language)),
  quote: (language, code) => prefetchForOpening(quoteQueryOptions(code, language)),
  watchlist: (language) => prefetchForOpening(watchlistQueryOptions(language)),
  unread: () => prefetchForOpening(unreadQueryOptions()),
};

/**
 * The prefetches of what the screen at `screen` (with its `search`) opens with, a step each: the
 * caller runs each in a task of its own.
 */
export function openingQuerySteps(screen: string, search: URLSearchParams): (() => void)[] {
  const language = i18n.language as Language;
  return Object.entries(openingData(screen, search)).map(([name, args]) => () => {
    const prefetch = PREFETCH[name as OpeningName] as (
      language: Language,
      ...given: typeof args
    ) => Promise<void>;
    // prefetchQuery never rejects: a failed call is the screen's to show when it asks again.
    void prefetch(language, ...args);
  });
}
