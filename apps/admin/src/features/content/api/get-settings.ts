/** GET /api/admin/settings: every setting, by name. */
import type { Setting } from '@kabuto/shared/contracts/admin-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export async function getSettings(signal?: AbortSignal): Promise<Setting[]> {
  const { data } = await apiGet<Setting[]>('settings', undefined, signal);
  return Array.isArray(data) ? data : [];
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'settings'],
    queryFn: ({ signal }) => getSettings(signal),
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
