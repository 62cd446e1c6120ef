/** user/performance: daily account values over a range, their time-weighted return and P&L. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import type { Performance } from '@kabuto/shared/contracts/insight';
import type { PerformanceRange } from '@kabuto/shared/insight-kinds';
import { apiData } from '@/lib/api-client';

export function getPerformance(type: MarketType, range: PerformanceRange): Promise<Performance> {
  return apiData<Performance>('user/performance', { type, range });
}

export const performanceQueryOptions = (type: MarketType, range: PerformanceRange) =>
  queryOptions({
    queryKey: ['user', 'performance', type, range],
    queryFn: () => getPerformance(type, range),
  });

export function usePerformance(type: MarketType, range: PerformanceRange) {
  return useQuery(performanceQueryOptions(type, range));
}
