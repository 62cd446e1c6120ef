/** common/news: published articles, newest first, in the `lang` header's language. */
import type { NewsSummary } from '@kabuto/shared/contracts/news';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';

/** The server's page size for articles. */
export const NEWS_PAGE_SIZE = 20;

/** `type` narrows to one market's articles (and those for every market). */
export async function getNews(type: MarketType | undefined, page: number): Promise<NewsSummary[]> {
  return apiData<NewsSummary[]>('common/news', { type, page });
}

export const newsQueryOptions = (type: MarketType | undefined, language: string) =>
  infiniteQueryOptions({
    // The texts depend on the language, so each language has its own answer.
    queryKey: ['common', 'news', type ?? 'all', language],
    queryFn: ({ pageParam }) => getNews(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.length >= NEWS_PAGE_SIZE ? pages.length + 1 : undefined,
  });

export function useNews(type: MarketType | undefined, language: string) {
  return useInfiniteQuery(newsQueryOptions(type, language));
}
