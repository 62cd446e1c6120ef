/** market/stocks: every instrument of a market, a page at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/money';
import { apiData } from '@/lib/api-client';
import type { StocksPage } from '@kabuto/shared/contracts/market';

export const STOCKS_PAGE_SIZE = 20;

export async function getStocks(type: MarketType, page: number): Promise<StocksPage> {
  return apiData<StocksPage>('market/stocks', { type, page, size: STOCKS_PAGE_SIZE });
}

export const stocksQueryOptions = (type: MarketType, language: Language) =>
  infiniteQueryOptions({
    queryKey: ['market', 'stocks', type, language],
    queryFn: ({ pageParam }) => getStocks(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export function useStocks(type: MarketType, language: Language) {
  return useInfiniteQuery(stocksQueryOptions(type, language));
}
