/** user/assets: the account figures of one market type (balance, available, frozen, …). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData } from '@/lib/api-client';

export interface AccountFigures {
  currency: string;
  balance: string;
  available: string;
  frozen: string;
  total_assets: string;
  total_liabilities: string;
  floating_pnl: string;
  holdings_value: string;
}

export function getAssets(type: MarketType): Promise<AccountFigures> {
  return apiData<AccountFigures>('user/assets', { type });
}

export const assetsQueryOptions = (type: MarketType) =>
  queryOptions({ queryKey: ['user', 'assets', type], queryFn: () => getAssets(type) });

export function useAssets(type: MarketType) {
  return useQuery(assetsQueryOptions(type));
}
