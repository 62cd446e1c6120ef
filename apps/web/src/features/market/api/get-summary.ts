/** market/summary: breadth, turnover and net buying by investor type of a market. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';
import { refreshedEvery } from '@/lib/query-client';
import { summaryCall } from './calls';
import type { MarketSummary } from '@kabuto/shared/contracts/market';

export const SUMMARY_REFRESH_MS = 15_000;

export async function getSummary(type: MarketType): Promise<MarketSummary> {
  const call = summaryCall(type);
  return apiData<MarketSummary>(call.path, call.params);
}

export const summaryQueryOptions = (type: MarketType, language: Language) =>
  queryOptions({
    queryKey: ['market', 'summary', type, language],
    queryFn: () => getSummary(type),
    ...refreshedEvery(SUMMARY_REFRESH_MS),
  });

export function useSummary(type: MarketType, language: Language) {
  return useQuery(summaryQueryOptions(type, language));
}
