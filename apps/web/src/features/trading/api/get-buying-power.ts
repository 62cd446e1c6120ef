/** trade/buyingpower: cash, available and the most shares for the order on the sheet. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyingPower } from '@kabuto/shared/contracts/trading';
import { apiData } from '@/lib/api-client';
import type { OrderRequest } from '../types';

/** What buying power depends on: the order without its quantity. */
export type BuyingPowerRequest = Pick<
  OrderRequest,
  'code' | 'direction' | 'leverage' | 'price_type' | 'price'
>;

/** Cash moves with fills and prices with ticks: look again this often while the sheet is open. */
const BUYING_POWER_REFRESH_MS = 5_000;

export async function getBuyingPower(request: BuyingPowerRequest): Promise<BuyingPower> {
  // Quiet: a limit price being typed may not be valid yet; the preview says why, not this.
  return apiData<BuyingPower>('trade/buyingpower', { ...request }, { quiet: true });
}

export const buyingPowerQueryOptions = (request: BuyingPowerRequest) =>
  queryOptions({
    queryKey: ['trade', 'buyingpower', request],
    queryFn: () => getBuyingPower(request),
    refetchInterval: BUYING_POWER_REFRESH_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useBuyingPower(request: BuyingPowerRequest) {
  return useQuery(buyingPowerQueryOptions(request));
}
