/** trade/newstockorders: the customer's subscriptions with their results, of one market or all. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/money';
import { apiData } from '@/lib/api-client';
import type { Subscription } from '@kabuto/shared/contracts/ipo';

export async function getSubscriptions(type: MarketType | undefined): Promise<Subscription[]> {
  return apiData<Subscription[]>('trade/newstockorders', { type });
}

export const subscriptionsQueryOptions = (type: MarketType | undefined, language: Language) =>
  queryOptions({
    queryKey: ['trade', 'newstockorders', type ?? 'all', language],
    queryFn: () => getSubscriptions(type),
  });

export function useSubscriptions(type: MarketType | undefined, language: Language) {
  return useQuery(subscriptionsQueryOptions(type, language));
}
