/** trade/lendlist: the shares the customer has lent, with the fees each has earned. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/money';
import { apiData } from '@/lib/api-client';
import type { ShareLoanRow } from '@kabuto/shared/contracts/lending';

export async function getShareLoans(type: MarketType | undefined): Promise<ShareLoanRow[]> {
  return apiData<ShareLoanRow[]>('trade/lendlist', { type });
}

export const shareLoansQueryOptions = (type: MarketType | undefined) =>
  queryOptions({
    queryKey: ['trade', 'lendlist', type ?? 'all'],
    queryFn: () => getShareLoans(type),
  });

export function useShareLoans(type: MarketType | undefined) {
  return useQuery(shareLoansQueryOptions(type));
}
