/** trade/followorders: the customer's follows with value, daily and total profit, and state. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData, asRows } from '@/lib/api-client';

export type FollowState = 'following' | 'locked' | 'ended';

export interface Follow {
  id: number;
  product_id: number;
  name: string;
  issuer: string;
  /** 0 following, 2 ended. */
  status: number;
  state: FollowState;
  /** What the customer put in. */
  money: string;
  units: number;
  /** Units × today's NAV (or what was paid out, once redeemed). */
  value: string;
  daily_profit: string;
  total_profit: string;
  locked_until: string | null;
  created_at: string;
  currency: string;
}

export async function getFollows(type: MarketType | undefined): Promise<Follow[]> {
  return asRows<Follow>(await apiData<unknown>('trade/followorders', { type }));
}

export const followsQueryOptions = (type: MarketType | undefined, language: Language) =>
  queryOptions({
    queryKey: ['trade', 'followorders', type ?? 'all', language],
    queryFn: () => getFollows(type),
  });

export function useFollows(type: MarketType | undefined, language: Language) {
  return useQuery(followsQueryOptions(type, language));
}
