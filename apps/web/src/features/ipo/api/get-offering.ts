/** trade/newstockinfo: one offering with every field of SPEC §3. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiData } from '@/lib/api-client';
import type { Offering } from '@kabuto/shared/contracts/ipo';

export async function getOffering(id: number): Promise<Offering> {
  return apiData<Offering>('trade/newstockinfo', { id });
}

export const offeringQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['trade', 'newstockinfo', id, language],
    queryFn: () => getOffering(id),
    enabled: id > 0,
  });

export function useOffering(id: number, language: Language) {
  return useQuery(offeringQueryOptions(id, language));
}
