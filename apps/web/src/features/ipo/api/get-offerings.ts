/** trade/newstocklist: IPO offerings with every field of SPEC §3, of one market or all. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData, asRows } from '@/lib/api-client';

export type OfferingPhase = 'upcoming' | 'open' | 'closed' | 'drawn' | 'listed';
export type OfferingMode = 'prepaid' | 'postpaid';

export interface Offering {
  id: number;
  code: string;
  name: string;
  market: 'JP' | 'US' | 'CN';
  currency: string;
  mode: OfferingMode;
  phase: OfferingPhase;
  /** The subscription price. */
  price: string;
  provisional_price: string;
  /** The underwriting price fixed at the draw; null before. */
  actual_price: string | null;
  market_price: string | null;
  /** Market price minus subscription price. */
  premium: string | null;
  per: string | null;
  /** Shares offered. */
  quantity: number;
  /** Shares in one lot. */
  lot: number;
  min_quantity: number;
  upper_limit: number;
  max_lots: number;
  /** The cost of one lot at the subscription price. */
  lot_cost: string;
  sponsor: string;
  subscribe_start: string;
  deadline: string;
  draw_date: string;
  pay_deadline: string;
  listing_date: string;
  distribution_date: string;
  applications: number;
  applied_quantity: number;
  winning_quantity: number | null;
  winning_rate: string | null;
  seed_hash: string;
  seed: string | null;
}

export async function getOfferings(type: MarketType | undefined): Promise<Offering[]> {
  return asRows<Offering>(await apiData<unknown>('trade/newstocklist', { type }));
}

export const offeringsQueryOptions = (type: MarketType | undefined, language: Language) =>
  queryOptions({
    queryKey: ['trade', 'newstocklist', type ?? 'all', language],
    queryFn: () => getOfferings(type),
  });

export function useOfferings(type: MarketType | undefined, language: Language) {
  return useQuery(offeringsQueryOptions(type, language));
}
