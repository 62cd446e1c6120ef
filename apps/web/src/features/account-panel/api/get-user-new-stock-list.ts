/** trade/usernewstocklist: the customer's new-share subscriptions (API.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';
import type { NewStockRow } from '@kabuto/shared/contracts/account';

export async function getUserNewStockList(type: MarketType): Promise<NewStockRow[]> {
  return apiData<NewStockRow[]>('trade/usernewstocklist', { type });
}

export const userNewStockListQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['trade', 'usernewstocklist', type],
    queryFn: () => getUserNewStockList(type),
  });

export function useUserNewStockList(type: MarketType) {
  return useQuery(userNewStockListQueryOptions(type));
}
