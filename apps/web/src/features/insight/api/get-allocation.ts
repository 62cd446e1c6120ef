/** user/allocation: what the account holds by market, currency and product. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import type { Allocation } from '@kabuto/shared/contracts/insight';
import { apiData } from '@/lib/api-client';

export function getAllocation(type: MarketType): Promise<Allocation> {
  return apiData<Allocation>('user/allocation', { type });
}

export const allocationQueryOptions = (type: MarketType) =>
  queryOptions({ queryKey: ['user', 'allocation', type], queryFn: () => getAllocation(type) });

export function useAllocation(type: MarketType) {
  return useQuery(allocationQueryOptions(type));
}
