/** trade/productlist: copy-trading products on the shelf, of one market's currency or all. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData, asRows } from '@/lib/api-client';

export interface NavPoint {
  date: string;
  /** Net asset value per unit, decimal text (a product starts at 1.000000). */
  nav: string;
}

export interface CopyProduct {
  id: number;
  name: string;
  issuer: string;
  currency: string;
  nav: string;
  /** The issuer's stated target, in percent a day — not a promise. */
  expected_daily_income_pct: string;
  /** What the NAV history actually made, in percent a day (compounded). */
  realised_daily_income_pct: string;
  /** The largest peak-to-trough fall of the NAV history, in percent. */
  max_drawdown_pct: string;
  history: NavPoint[];
  min_investment: string;
  /** The last moment to follow. */
  deadline: string;
  lock_days: number;
  on_shelf: boolean;
  followers: number;
}

export async function getProducts(type: MarketType | undefined): Promise<CopyProduct[]> {
  return asRows<CopyProduct>(await apiData<unknown>('trade/productlist', { type }));
}

export const productsQueryOptions = (type: MarketType | undefined, language: Language) =>
  queryOptions({
    queryKey: ['trade', 'productlist', type ?? 'all', language],
    queryFn: () => getProducts(type),
  });

export function useProducts(type: MarketType | undefined, language: Language) {
  return useQuery(productsQueryOptions(type, language));
}
