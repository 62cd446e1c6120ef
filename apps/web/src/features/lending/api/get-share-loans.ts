/** trade/lendlist: the shares the customer has lent, with the fees each has earned. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData, asRows } from '@/lib/api-client';

export interface ShareLoan {
  id: number;
  position_id: number;
  code: string;
  currency: string;
  quantity: number;
  /** The daily fee in basis points of the lent shares' market value. */
  fee_bps_daily: number;
  status: 'lent' | 'recalled';
  started_at: string;
  recalled_at: string | null;
  fees_earned: string;
}

export async function getShareLoans(type: MarketType | undefined): Promise<ShareLoan[]> {
  return asRows<ShareLoan>(await apiData<unknown>('trade/lendlist', { type }));
}

export const shareLoansQueryOptions = (type: MarketType | undefined) =>
  queryOptions({
    queryKey: ['trade', 'lendlist', type ?? 'all'],
    queryFn: () => getShareLoans(type),
  });

export function useShareLoans(type: MarketType | undefined) {
  return useQuery(shareLoansQueryOptions(type));
}
