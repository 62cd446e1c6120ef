/** market/ranking: the 20 most active, top gainers or top losers of a market. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiData } from '@/lib/api-client';
import { keepPreviousWhileSame, refreshedEvery } from '@/lib/query-client';
import type { RankingSort, StockRow } from '@kabuto/shared/contracts/market';
import type { MarketType } from '@kabuto/shared/markets';
import { rankingCall } from './calls';

/** Prices in the rows are live; the order itself is refreshed this often. */
export const RANKING_REFRESH_MS = 15_000;

export async function getRanking(type: MarketType, sort: RankingSort): Promise<StockRow[]> {
  const call = rankingCall(type, sort);
  return apiData<StockRow[]>(call.path, call.params);
}

export const rankingQueryOptions = (type: MarketType, sort: RankingSort, language: Language) => {
  const queryKey = ['market', 'ranking', type, sort, language] as const;
  return queryOptions({
    queryKey,
    queryFn: () => getRanking(type, sort),
    ...refreshedEvery(RANKING_REFRESH_MS),
    // Only the names' language may differ: another market's or tab's rows never stand in.
    placeholderData: keepPreviousWhileSame(queryKey, 4),
  });
};

export function useRanking(type: MarketType, sort: RankingSort, language: Language) {
  return useQuery(rankingQueryOptions(type, sort, language));
}
