/** user/loaninfo: the credit score with its factors, limits and the disclosed daily interest. */
import type { LoanInfo } from '@kabuto/shared/contracts/loans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';

export async function getLoanInfo(type: MarketType): Promise<LoanInfo> {
  return apiData<LoanInfo>('user/loaninfo', { type });
}

export const loanInfoQueryOptions = (type: MarketType) =>
  queryOptions({ queryKey: ['user', 'loaninfo', type], queryFn: () => getLoanInfo(type) });

export function useLoanInfo(type: MarketType) {
  return useQuery(loanInfoQueryOptions(type));
}
