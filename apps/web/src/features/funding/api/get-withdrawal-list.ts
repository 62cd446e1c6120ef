/** user/withdrawallist: the customer's withdrawals of one currency, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';
import type { WithdrawalRow } from '@kabuto/shared/contracts/account';

export async function getWithdrawalRecords(type: MarketType): Promise<WithdrawalRow[]> {
  return apiData<WithdrawalRow[]>('user/withdrawallist', { type });
}

// The same key as the account panel's call: one cached answer for both.
export const withdrawalRecordsQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['user', 'withdrawallist', type],
    queryFn: () => getWithdrawalRecords(type),
  });

export function useWithdrawalRecords(type: MarketType) {
  return useQuery(withdrawalRecordsQueryOptions(type));
}
