/** trade/userstocklist: held positions with the totals `ccsz` (holdings value) and `fdyk` (P&L). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import { ApiError, apiRequest, asRows } from '@/lib/api-client';
import type { HeldPosition } from '../types';
import type { ExtraOf } from '@kabuto/shared/contract';
import type { accountContracts } from '@kabuto/shared/contracts/account';

/** The rows, with the answer's totals `ccsz` and `fdyk`. */
export type HeldPositions = ExtraOf<(typeof accountContracts)['trade/userstocklist']> & {
  rows: HeldPosition[];
};

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
