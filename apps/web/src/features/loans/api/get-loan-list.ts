/** user/loanlist: the customer's loans, newest first, of one currency or all. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';
import type { Loan } from '@kabuto/shared/contracts/loans';

export async function getLoanList(type: MarketType | undefined): Promise<Loan[]> {
  return apiData<Loan[]>('user/loanlist', { type });
}

export const loanListQueryOptions = (type: MarketType | undefined) =>
  queryOptions({
    queryKey: ['user', 'loanlist', type ?? 'all'],
    queryFn: () => getLoanList(type),
  });

export function useLoanList(type: MarketType | undefined) {
  return useQuery(loanListQueryOptions(type));
}
