/** market/search: instruments whose code or name (in any of the three languages) matches. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiData } from '@/lib/api-client';
import type { StockRow } from '@kabuto/shared/contracts/market';

export async function searchStocks(keyword: string): Promise<StockRow[]> {
  return apiData<StockRow[]>('market/search', { keyword });
}

export const searchStocksQueryOptions = (keyword: string, language: Language) =>
  queryOptions({
    queryKey: ['market', 'search', keyword, language],
    queryFn: () => searchStocks(keyword),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });

export function useSearchStocks(keyword: string, language: Language) {
  return useQuery(searchStocksQueryOptions(keyword, language));
}
