/** GET /api/admin/pages: the about, privacy and agreement pages in each language. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiGet } from '../../../lib/api-client';

export const PAGE_NAMES = ['about', 'privacy', 'protocol'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export interface SitePage {
  name: PageName;
  language: Language;
  title: string;
  body: string;
  updated_at: string;
}

export async function getPages(signal?: AbortSignal): Promise<SitePage[]> {
  const { data } = await apiGet<SitePage[]>('pages', undefined, signal);
  return Array.isArray(data) ? data : [];
}

export function pagesQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'pages'],
    queryFn: ({ signal }) => getPages(signal),
  });
}

export function usePages() {
  return useQuery(pagesQueryOptions());
}
