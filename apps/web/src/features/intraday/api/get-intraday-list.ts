/** trade/rnjylist: day-trading applications with status and remaining credit, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/money';
import { apiData } from '@/lib/api-client';
import type { IntradayApplication } from '@kabuto/shared/contracts/intraday';

export async function getIntradayList(
  type: MarketType | undefined,
): Promise<IntradayApplication[]> {
  return apiData<IntradayApplication[]>('trade/rnjylist', { type });
}

export const intradayListQueryOptions = (type: MarketType | undefined) =>
  queryOptions({
    queryKey: ['trade', 'rnjylist', type ?? 'all'],
    queryFn: () => getIntradayList(type),
  });

export function useIntradayList(type: MarketType | undefined) {
  return useQuery(intradayListQueryOptions(type));
}
