/**
 * trade/userstocklist: the customer's open positions (API.md).
 * The envelope's extra keys `ccsz` and `fdyk` are dropped: the account panel derives
 * its own figures (SPEC §7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';
import type { HeldStockRow } from '@kabuto/shared/contracts/account';

export async function getHeldStockList(type: MarketType): Promise<HeldStockRow[]> {
  return apiData<HeldStockRow[]>('trade/userstocklist', { type });
}

export const heldStockListQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['trade', 'userstocklist', type],
    queryFn: () => getHeldStockList(type),
  });

export function useHeldStockList(type: MarketType) {
  return useQuery(heldStockListQueryOptions(type));
}
