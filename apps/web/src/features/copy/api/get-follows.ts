/** trade/followorders: the customer's follows with value, daily and total profit, and state. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/money';
import { apiData } from '@/lib/api-client';
import type { Follow } from '@kabuto/shared/contracts/copy';

export async function getFollows(type: MarketType | undefined): Promise<Follow[]> {
  return apiData<Follow[]>('trade/followorders', { type });
}

export const followsQueryOptions = (type: MarketType | undefined, language: Language) =>
  queryOptions({
    queryKey: ['trade', 'followorders', type ?? 'all', language],
    queryFn: () => getFollows(type),
  });

export function useFollows(type: MarketType | undefined, language: Language) {
  return useQuery(followsQueryOptions(type, language));
}
