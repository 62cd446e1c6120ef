/** GET /api/admin/news: every article, drafts included, newest first. */
import type { AdminNews } from '@kabuto/shared/contracts/admin-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const newsKeys = { all: ['content', 'news'] as const };

export async function getNews(signal?: AbortSignal): Promise<AdminNews[]> {
  const { data } = await apiGet<AdminNews[]>('news', undefined, signal);
  return Array.isArray(data) ? data : [];
}

export function newsQueryOptions() {
  return queryOptions({ queryKey: newsKeys.all, queryFn: ({ signal }) => getNews(signal) });
}

export function useNews() {
  return useQuery(newsQueryOptions());
}
