/**
 * trade/dzorders: the customer's block purchases in one market's currency — status 0 frozen
 * (waiting for allocation at the deadline), 1 allocated (now a position) — with their cost.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockPurchaseRow } from '@kabuto/shared/contracts/blocks';
import type { MarketType } from '@kabuto/shared/money';
import { apiData } from '@/lib/api-client';

export async function getBlockOrders(type: MarketType): Promise<BlockPurchaseRow[]> {
  return apiData<BlockPurchaseRow[]>('trade/dzorders', { type });
}

export const blockOrdersQueryOptions = (type: MarketType) =>
  queryOptions({ queryKey: ['trade', 'dzorders', type], queryFn: () => getBlockOrders(type) });

export function useBlockOrders(type: MarketType) {
  return useQuery(blockOrdersQueryOptions(type));
}
