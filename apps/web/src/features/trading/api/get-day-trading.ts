/** trade/rnjylist: the approved day-trading amount that can fund intraday orders, if any. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/money';
import type { IntradayApplication } from '@kabuto/shared/contracts/intraday';
import { apiData } from '@/lib/api-client';

export async function getDayTrading(type: MarketType): Promise<IntradayApplication | null> {
  const rows = await apiData<IntradayApplication[]>('trade/rnjylist', { type });
  return rows.find((row) => row.status === 'trading') ?? null;
}

export function dayTradingQueryOptions(type: MarketType) {
  return queryOptions({
    queryKey: ['trade', 'day-trading', type],
    queryFn: () => getDayTrading(type),
  });
}

export function useDayTrading(type: MarketType) {
  return useQuery(dayTradingQueryOptions(type));
}
