/** market/source: where prices come from (PRODUCT.md integrity rule 2: say so on every price screen). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from './api-client';
import { MARKET_SOURCE_CALL } from './market-source-call';

export interface MarketSource {
  id: string;
  simulated: boolean;
  practice: boolean;
}

export async function getMarketSource(): Promise<MarketSource> {
  return apiData<MarketSource>(MARKET_SOURCE_CALL.path, MARKET_SOURCE_CALL.params);
}

export const marketSourceQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'source'],
    queryFn: getMarketSource,
    staleTime: 5 * 60_000,
  });

export function useMarketSource() {
  return useQuery(marketSourceQueryOptions());
}
