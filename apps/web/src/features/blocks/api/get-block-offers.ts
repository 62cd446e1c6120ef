/** trade/dzlist: block-trade offers, of one market or all. There is no single-offer call. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import { apiData, asRows } from '@/lib/api-client';

export interface BlockOffer {
  id: number;
  code: string;
  name: string;
  market: 'JP' | 'US' | 'CN';
  currency: string;
  /** The block price per share. */
  price: string;
  market_price: string | null;
  /** How far below the market price the block is, in percent. */
  discount_pct: string | null;
  /** Lots (one lot is one share). */
  min_lots: number;
  total_lots: number;
  remaining_lots: number;
  /** The cost of the minimum purchase. */
  min_amount: string;
  deadline: string;
  lock_days: number;
  /** A purchase needs the access key staff deliver as an in-app message. */
  needs_key: boolean;
  open: boolean;
}

export async function getBlockOffers(type: MarketType | undefined): Promise<BlockOffer[]> {
  return asRows<BlockOffer>(await apiData<unknown>('trade/dzlist', { type }));
}

export const blockOffersQueryOptions = (type: MarketType | undefined, language: Language) =>
  queryOptions({
    queryKey: ['trade', 'dzlist', type ?? 'all', language],
    queryFn: () => getBlockOffers(type),
  });

export function useBlockOffers(type: MarketType | undefined, language: Language) {
  return useQuery(blockOffersQueryOptions(type, language));
}
