/** user/withdrawcheck: every withdrawal rule evaluated now, before the fund password is asked. */
import type { WithdrawalChecklist } from '@kabuto/shared/contracts/funding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';

export function getWithdrawCheck(type: MarketType): Promise<WithdrawalChecklist> {
  return apiData<WithdrawalChecklist>('user/withdrawcheck', { type });
}

// Under 'user': every money command invalidates it, so the list is asked again after each.
export const withdrawCheckQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['user', 'withdrawcheck', type],
    queryFn: () => getWithdrawCheck(type),
  });

export function useWithdrawCheck(type: MarketType) {
  return useQuery(withdrawCheckQueryOptions(type));
}
