/** GET /api/admin/news: every article, drafts included, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Localised } from './localised';

export const NEWS_MARKETS = ['all', 'jpy', 'usd', 'cny'] as const;
export type NewsMarket = (typeof NEWS_MARKETS)[number];

export interface AdminNews {
  id: number;
  market: NewsMarket;
  title: Localised;
  summary: Localised;
  body: Localised;
  /** The public picture URL; it answers only while the article is published. */
  image: string | null;
  status: 'published' | 'draft';
  published_at: string | null;
  created_by: string;
  created_at: string;
}

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
