/** GET /api/admin/pages: the about, privacy and agreement pages in each language. */
import type { SitePage } from '@kabuto/shared/contracts/admin-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

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
