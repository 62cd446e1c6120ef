/** market/kline for an article's inline chart: the instrument's daily closes, newest last. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KlineBar } from '@kabuto/shared/contracts/market';
import { apiData } from '@/lib/api-client';

/** About three months of trading days, as the demo's market reports describe. */
export const NEWS_CHART_BARS = 90;

export const newsChartQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['news', 'chart', code],
    queryFn: () =>
      apiData<KlineBar[]>('market/kline', {
        code,
        period: 'day',
        adjust: 'forward',
        size: NEWS_CHART_BARS,
      }),
    staleTime: 60_000,
  });

export function useNewsChart(code: string) {
  return useQuery(newsChartQueryOptions(code));
}
