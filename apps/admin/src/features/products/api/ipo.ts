/**
 * IPO offerings: GET /api/admin/ipo lists them, POST /api/admin/ipo creates one (its lottery
 * seed is generated and the seed's hash published), POST /api/admin/ipo/:id/draw runs the draw
 * once the subscription window has closed and answers with the lottery record.
 */
import type {
  AdminOffering,
  IpoMarket,
  IpoMode,
  LotteryRecord,
} from '@kabuto/shared/contracts/admin-products';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiGet, apiPost } from '../../../lib/api-client';

export interface OfferingDraft {
  code: string;
  name: Record<Language, string>;
  market: IpoMarket;
  mode: IpoMode;
  price: number;
  provisional_price: number;
  per?: string;
  quantity: number;
  lot: number;
  max_lots: number;
  sponsor: string;
  subscribe_start: string;
  subscribe_end: string;
  draw_at: string;
  pay_deadline: string;
  listing_at: string;
  distribution_at: string;
}

export const ipoKeys = { all: ['products', 'ipo'] as const };

async function getOfferings(signal?: AbortSignal): Promise<AdminOffering[]> {
  const { data } = await apiGet<AdminOffering[]>('ipo', undefined, signal);
  return Array.isArray(data) ? data : [];
}

export function useOfferings() {
  return useQuery(
    queryOptions({ queryKey: ipoKeys.all, queryFn: ({ signal }) => getOfferings(signal) }),
  );
}

export function useCreateOffering() {
  return useMutation({
    mutationFn: (draft: OfferingDraft) => apiPost<AdminOffering>('ipo', draft),
  });
}

export function useRunDraw() {
  return useMutation({
    mutationFn: (id: number) => apiPost<LotteryRecord>(`ipo/${id}/draw`, {}),
  });
}
