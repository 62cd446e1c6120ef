/** trade/newstockorders: the customer's subscriptions with their results, of one market or all. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData, asRows } from '@/lib/api-client';
import type { OfferingMode } from './get-offerings';

export type SubscriptionResult =
  'waiting' | 'won' | 'awaiting_payment' | 'lost' | 'abstained' | 'listed';

export interface Subscription {
  id: number;
  offering_id: number;
  code: string;
  name: string;
  mode: OfferingMode;
  /** 1 money committed (counted as frozen), 0 none yet, 2 ended. */
  status: number;
  result: SubscriptionResult;
  lots: number;
  quantity: number;
  won_lots: number | null;
  won_quantity: number | null;
  price: string;
  /** Lots applied for × lot × price. */
  amount: string;
  /** The money committed now; '-' when none (SPEC §3). */
  rjmoney: string;
  currency: string;
  pay_deadline: string;
  listing_date: string;
  /** The position the allotment became on listing day. */
  position_id: number | null;
  created_at: string;
}

export async function getSubscriptions(type: MarketType | undefined): Promise<Subscription[]> {
  return asRows<Subscription>(await apiData<unknown>('trade/newstockorders', { type }));
}

export const subscriptionsQueryOptions = (type: MarketType | undefined, language: Language) =>
  queryOptions({
    queryKey: ['trade', 'newstockorders', type ?? 'all', language],
    queryFn: () => getSubscriptions(type),
  });

export function useSubscriptions(type: MarketType | undefined, language: Language) {
  return useQuery(subscriptionsQueryOptions(type, language));
}
