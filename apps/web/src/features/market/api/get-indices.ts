/** market/indices: index quotes of one market, or of every market (with KOSPI and TASI). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiData } from '@/lib/api-client';
import { refreshedEvery } from '@/lib/query-client';
import type { IndexRow } from '@kabuto/shared/contracts/market';
import type { MarketType } from '@kabuto/shared/markets';
import { indicesCall } from './calls';

/** Index levels are not on the quote stream; they are refreshed this often instead. */
export const INDEX_REFRESH_MS = 5_000;

export async function getIndices(type: MarketType | undefined): Promise<IndexRow[]> {
  const call = indicesCall(type);
  return apiData<IndexRow[]>(call.path, call.params);
}

export const indicesQueryOptions = (type: MarketType | undefined, language: Language) =>
  queryOptions({
    queryKey: ['market', 'indices', type ?? 'all', language],
    queryFn: () => getIndices(type),
    ...refreshedEvery(INDEX_REFRESH_MS),
  });

export function useIndices(type: MarketType | undefined, language: Language) {
  return useQuery(indicesQueryOptions(type, language));
}
