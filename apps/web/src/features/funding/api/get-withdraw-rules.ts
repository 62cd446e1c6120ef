/** user/withdrawrules: the minimum, the fee (none) and the open-positions rule. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';

export interface WithdrawRules {
  currency: string;
  /** Whole currency units. */
  min: string;
  requires_no_positions: boolean;
  fee: string;
}

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
