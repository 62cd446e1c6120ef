/** trade/dzlist: block-trade offers, of one market or all. There is no single-offer call. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import type { BlockOffer } from '@kabuto/shared/contracts/blocks';
import { apiData } from '@/lib/api-client';

export async function getBlockOffers(type: MarketType | undefined): Promise<BlockOffer[]> {
  return apiData<BlockOffer[]>('trade/dzlist', { type });
}

export const blockOffersQueryOptions = (type: MarketType | undefined, language: Language) =>
  queryOptions({
    queryKey: ['trade', 'dzlist', type ?? 'all', language],
    queryFn: () => getBlockOffers(type),
  });

export function useBlockOffers(type: MarketType | undefined, language: Language) {
  return useQuery(blockOffersQueryOptions(type, language));
}
