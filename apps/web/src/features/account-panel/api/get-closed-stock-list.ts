/**
 * trade/userstocklists: the customer's closed positions (API.md).
 * The envelope's extra key `lsyk` is dropped: the account panel derives
 * its own figures (SPEC §7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';
import type { ClosedStockRow } from '@kabuto/shared/contracts/account';

export async function getClosedStockList(type: MarketType): Promise<ClosedStockRow[]> {
  return apiData<ClosedStockRow[]>('trade/userstocklists', { type });
}

export const closedStockListQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['trade', 'userstocklists', type],
    queryFn: () => getClosedStockList(type),
  });

export function useClosedStockList(type: MarketType) {
  return useQuery(closedStockListQueryOptions(type));
}
