/** market/kline: bars (or today's time-sharing series), newest last. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { keepPreviousWhileSame } from '@/lib/query-client';
import type {
  Adjustment,
  KlineBar,
  KlinePeriod,
  TimeSharePoint,
} from '@kabuto/shared/contracts/market';

/** How many bars each period asks for: enough to scroll back, well under the API's 5000. */
export const KLINE_SIZE: Readonly<Record<KlinePeriod, number>> = {
  time: 500,
  '5m': 300,
  '15m': 300,
  '30m': 300,
  day: 500,
  week: 300,
  month: 240,
  year: 60,
};

export type KlineData =
  | { period: 'time'; points: TimeSharePoint[] }
  | { period: Exclude<KlinePeriod, 'time'>; bars: KlineBar[] };

export async function getKline(
  code: string,
  period: KlinePeriod,
  adjust: Adjustment,
): Promise<KlineData> {
  const rows = await apiData<KlineBar[] | TimeSharePoint[]>('market/kline', {
    code,
    period,
    adjust,
    size: KLINE_SIZE[period],
  });
  return period === 'time'
    ? { period, points: rows as TimeSharePoint[] }
    : { period, bars: rows as KlineBar[] };
}

/** `enabled`: false holds the request back (the stock detail asks once it is drawn). */
export const klineQueryOptions = (
  code: string,
  period: KlinePeriod,
  adjust: Adjustment,
  enabled = true,
) => {
  const queryKey = ['market', 'kline', code, period, adjust] as const;
  return queryOptions({
    queryKey,
    queryFn: () => getKline(code, period, adjust),
    enabled: enabled && code !== '',
    // Another period's or adjustment's candles stay while these load; another stock's never do.
    placeholderData: keepPreviousWhileSame(queryKey, 3),
    staleTime: 30_000,
  });
};

export function useKline(code: string, period: KlinePeriod, adjust: Adjustment, enabled = true) {
  return useQuery(klineQueryOptions(code, period, adjust, enabled));
}
