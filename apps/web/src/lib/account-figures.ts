/**
 * user/assets: the account figures of one market type (balance, available, frozen by kind,
 * positions, products, liabilities, total assets), the one definition the account panel and My
 * Page both show.
 */
import type { AccountFigures } from '@kabuto/shared/contracts/funding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';

export function getAssets(type: MarketType): Promise<AccountFigures> {
  return apiData<AccountFigures>('user/assets', { type });
}

export const assetsQueryOptions = (type: MarketType) =>
  queryOptions({ queryKey: ['user', 'assets', type], queryFn: () => getAssets(type) });

export function useAssets(type: MarketType) {
  return useQuery(assetsQueryOptions(type));
}
