/** trade/userproductlist: the customer's copy-trading holdings (API.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';
import type { ProductRow } from '@kabuto/shared/contracts/account';

export async function getUserProductList(type: MarketType): Promise<ProductRow[]> {
  return apiData<ProductRow[]>('trade/userproductlist', { type });
}

export const userProductListQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['trade', 'userproductlist', type],
    queryFn: () => getUserProductList(type),
  });

export function useUserProductList(type: MarketType) {
  return useQuery(userProductListQueryOptions(type));
}
