/** common/page: a site page (about, privacy, protocol) in the customer's language (API.md). */
import type { SitePage } from '@kabuto/shared/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiData } from '@/lib/api-client';

export type PageName = 'about' | 'privacy' | 'protocol' | 'service';

export async function getPage(name: PageName, lang: Language): Promise<SitePage> {
  return apiData<SitePage>('common/page', { name, lang });
}

export const pageQueryOptions = (name: PageName, lang: Language) =>
  queryOptions({
    queryKey: ['common', 'page', name, lang],
    queryFn: () => getPage(name, lang),
    // Site pages change rarely; a visit within the hour reuses what was read.
    staleTime: 60 * 60 * 1000,
  });

export function usePage(name: PageName, lang: Language) {
  return useQuery(pageQueryOptions(name, lang));
}
