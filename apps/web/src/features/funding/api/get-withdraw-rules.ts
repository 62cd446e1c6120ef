/** user/withdrawrules: the minimum, the fee (none) and the open-positions rule. */
import type { WithdrawRules } from '@kabuto/shared/contracts/funding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';

export function getWithdrawRules(type: MarketType): Promise<WithdrawRules> {
  return apiData<WithdrawRules>('user/withdrawrules', { type });
}

export const withdrawRulesQueryOptions = (type: MarketType) =>
  queryOptions({
    queryKey: ['user', 'withdrawrules', type],
    queryFn: () => getWithdrawRules(type),
  });

export function useWithdrawRules(type: MarketType) {
  return useQuery(withdrawRulesQueryOptions(type));
}
