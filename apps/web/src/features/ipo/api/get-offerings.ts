/** trade/newstocklist: IPO offerings with every field of SPEC §3, of one market or all. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/money';
import { apiData } from '@/lib/api-client';
import type { Offering } from '@kabuto/shared/contracts/ipo';

export async function getOfferings(type: MarketType | undefined): Promise<Offering[]> {
  return apiData<Offering[]>('trade/newstocklist', { type });
}

export const offeringsQueryOptions = (type: MarketType | undefined, language: Language) =>
  queryOptions({
    queryKey: ['trade', 'newstocklist', type ?? 'all', language],
    queryFn: () => getOfferings(type),
  });

export function useOfferings(type: MarketType | undefined, language: Language) {
  return useQuery(offeringsQueryOptions(type, language));
}
