/** market/ranking: the 20 most active, top gainers or top losers of a market. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/money';
import { apiData } from '@/lib/api-client';
import type { RankingSort, StockRow } from '@kabuto/shared/contracts/market';

/** Prices in the rows are live; the order itself is refreshed this often. */
export const RANKING_REFRESH_MS = 15_000;

export async function getRanking(type: MarketType, sort: RankingSort): Promise<StockRow[]> {
  return apiData<StockRow[]>('market/ranking', { type, sort });
}

export const rankingQueryOptions = (type: MarketType, sort: RankingSort, language: Language) =>
  queryOptions({
    queryKey: ['market', 'ranking', type, sort, language],
    queryFn: () => getRanking(type, sort),
    refetchInterval: RANKING_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useRanking(type: MarketType, sort: RankingSort, language: Language) {
  return useQuery(rankingQueryOptions(type, sort, language));
}
