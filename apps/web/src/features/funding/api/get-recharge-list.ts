/** user/rechargelist: quick recharges and bank deposits, newest first. */
import type { RechargeRecord } from '@kabuto/shared/contracts/funding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';

export async function getRechargeList(type: MarketType): Promise<RechargeRecord[]> {
  return apiData<RechargeRecord[]>('user/rechargelist', { type });
}

export const rechargeListQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['user', 'rechargelist', type],
    queryFn: () => getRechargeList(type),
  });

export function useRechargeList(type: MarketType) {
  return useQuery(rechargeListQueryOptions(type));
}
