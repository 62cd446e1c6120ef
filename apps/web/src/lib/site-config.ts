/** common/config: the site's public settings as name/value entries (API.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigEntry } from '@kabuto/shared/contracts/site';
import { apiData } from './api-client';

export async function getSiteConfig(): Promise<ConfigEntry[]> {
  return apiData<ConfigEntry[]>('common/config');
}

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['common', 'config'], queryFn: getSiteConfig });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}

/** The value of one config entry, or undefined when the site does not set it. */
export function configValue(entries: readonly ConfigEntry[] | undefined, name: string) {
  const value = entries?.find((entry) => entry.name === name)?.value;
  return value === undefined || value === '' ? undefined : value;
}
