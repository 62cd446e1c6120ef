/**
 * IPO offerings: GET /api/admin/ipo lists them, POST /api/admin/ipo creates one (its lottery
 * seed is generated and the seed's hash published), POST /api/admin/ipo/:id/draw runs the draw
 * once the subscription window has closed and answers with the lottery record.
 */
import type { OfferingDraft } from '@kabuto/shared/contracts/admin-products';
import type { LotteryRecord, Offering } from '@kabuto/shared/contracts/ipo';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export const ipoKeys = { all: ['products', 'ipo'] as const };

async function getOfferings(signal?: AbortSignal): Promise<Offering[]> {
  const { data } = await apiGet<Offering[]>('ipo', undefined, signal);
  return Array.isArray(data) ? data : [];
}

export function useOfferings() {
  return useQuery(
    queryOptions({ queryKey: ipoKeys.all, queryFn: ({ signal }) => getOfferings(signal) }),
  );
}

export function useCreateOffering() {
  return useMutation({
    mutationFn: (draft: OfferingDraft) => apiPost<Offering>('ipo', draft),
  });
}

export function useRunDraw() {
  return useMutation({
    mutationFn: (id: number) => apiPost<LotteryRecord>(`ipo/${id}/draw`, {}),
  });
}
