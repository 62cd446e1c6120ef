/** trade/userstocklist: held positions with the totals `ccsz` (holdings value) and `fdyk` (P&L). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import { ApiError, apiRequest, asRows } from '@/lib/api-client';
import type { HeldPosition } from '../types';

export interface HeldPositions {
  rows: HeldPosition[];
  ccsz: string;
  fdyk: string;
}

export async function getHeldPositions(type: MarketType): Promise<HeldPositions> {
  const envelope = await apiRequest<unknown>('trade/userstocklist', { type });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  const extra = envelope as unknown as { ccsz?: string; fdyk?: string };
  return {
    rows: asRows<HeldPosition>(envelope.data),
    ccsz: extra.ccsz ?? '0.00',
    fdyk: extra.fdyk ?? '0.00',
  };
}

export const heldPositionsQueryOptions = (type: MarketType, language: Language) =>
  queryOptions({
    queryKey: ['positions', 'held', type, language],
    queryFn: () => getHeldPositions(type),
  });

export function useHeldPositions(type: MarketType, language: Language) {
  return useQuery(heldPositionsQueryOptions(type, language));
}
