/** user/withdrawallist: the customer's withdrawals (API.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';
import type { WithdrawalRow } from '@kabuto/shared/contracts/account';

export async function getWithdrawalList(type: MarketType): Promise<WithdrawalRow[]> {
  return apiData<WithdrawalRow[]>('user/withdrawallist', { type });
}

export const withdrawalListQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['user', 'withdrawallist', type],
    queryFn: () => getWithdrawalList(type),
  });

export function useWithdrawalList(type: MarketType) {
  return useQuery(withdrawalListQueryOptions(type));
}
