/** common/newsinfo: one published article with its body, in the `lang` header's language. */
import type { NewsArticle } from '@kabuto/shared/contracts/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export async function getNewsArticle(id: number): Promise<NewsArticle> {
  return apiData<NewsArticle>('common/newsinfo', { id });
}

export const newsArticleQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['common', 'newsinfo', id, language],
    queryFn: () => getNewsArticle(id),
    enabled: id > 0,
  });

export function useNewsArticle(id: number, language: string) {
  return useQuery(newsArticleQueryOptions(id, language));
}
