/** trade/productlist: copy-trading products on the shelf, of one market's currency or all. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/money';
import { apiData } from '@/lib/api-client';
import type { CopyProduct } from '@kabuto/shared/contracts/copy';

export async function getProducts(type: MarketType | undefined): Promise<CopyProduct[]> {
  return apiData<CopyProduct[]>('trade/productlist', { type });
}

export const productsQueryOptions = (type: MarketType | undefined, language: Language) =>
  queryOptions({
    queryKey: ['trade', 'productlist', type ?? 'all', language],
    queryFn: () => getProducts(type),
  });

export function useProducts(type: MarketType | undefined, language: Language) {
  return useQuery(productsQueryOptions(type, language));
}
