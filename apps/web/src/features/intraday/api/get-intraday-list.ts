/** trade/rnjylist: day-trading applications with status and remaining credit, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData, asRows } from '@/lib/api-client';

/** SPEC §4: submitted → trading (approved, in the session) → closing → completed; or failed. */
export type IntradayStatus = 'submitted' | 'trading' | 'closing' | 'completed' | 'failed';

export interface IntradayApplication {
  id: number;
  currency: string;
  /** The participation amount (frozen while the application is open). */
  money: string;
  /** What is left of it to trade with today. */
  credit: string;
  status: IntradayStatus;
  /** The exchange's local date of the approved session. */
  trading_day: string | null;
  /** The settled result of the day's trades. */
  result: string | null;
  /** Why staff rejected it. */
  reason: string | null;
  created_at: string;
  settled_at: string | null;
}

export async function getIntradayList(
  type: MarketType | undefined,
): Promise<IntradayApplication[]> {
  return asRows<IntradayApplication>(await apiData<unknown>('trade/rnjylist', { type }));
}

export const intradayListQueryOptions = (type: MarketType | undefined) =>
  queryOptions({
    queryKey: ['trade', 'rnjylist', type ?? 'all'],
    queryFn: () => getIntradayList(type),
  });

export function useIntradayList(type: MarketType | undefined) {
  return useQuery(intradayListQueryOptions(type));
}
