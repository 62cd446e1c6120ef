/** trade/ustockslist: the customer's block purchases and intraday credits (API.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';
import type { StockCreditRow } from '@kabuto/shared/contracts/account';

export async function getStockCreditList(type: MarketType): Promise<StockCreditRow[]> {
  return apiData<StockCreditRow[]>('trade/ustockslist', { type });
}

export const stockCreditListQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['trade', 'ustockslist', type],
    queryFn: () => getStockCreditList(type),
  });

export function useStockCreditList(type: MarketType) {
  return useQuery(stockCreditListQueryOptions(type));
}
