/** trade/userstocklists: closed positions with the total `lsyk` (realised P&L). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import { ApiError, apiRequest, asRows } from '@/lib/api-client';
import type { ClosedPosition } from '../types';
import type { ExtraOf } from '@kabuto/shared/contract';
import type { accountContracts } from '@kabuto/shared/contracts/account';

/** The rows, with the answer's total `lsyk`. */
export type ClosedPositions = ExtraOf<(typeof accountContracts)['trade/userstocklists']> & {
  rows: ClosedPosition[];
};

export async function getClosedPositions(type: MarketType): Promise<ClosedPositions> {
  const envelope = await apiRequest<unknown>('trade/userstocklists', { type });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  const extra = envelope as unknown as { lsyk?: string };
  return { rows: asRows<ClosedPosition>(envelope.data), lsyk: extra.lsyk ?? '0.00' };
}

export const closedPositionsQueryOptions = (type: MarketType, language: Language) =>
  queryOptions({
    queryKey: ['positions', 'closed', type, language],
    queryFn: () => getClosedPositions(type),
  });

export function useClosedPositions(type: MarketType, language: Language) {
  return useQuery(closedPositionsQueryOptions(type, language));
}
