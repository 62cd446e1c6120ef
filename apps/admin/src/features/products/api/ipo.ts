/**
 * IPO offerings: GET /api/admin/ipo lists them, POST /api/admin/ipo creates one (its lottery
 * seed is generated and the seed's hash published), POST /api/admin/ipo/:id/draw runs the draw
 * once the subscription window has closed and answers with the lottery record.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiGet, apiPost } from '../../../lib/api-client';

export type IpoPhase = 'upcoming' | 'open' | 'closed' | 'drawn' | 'listed';
export type IpoMode = 'prepaid' | 'postpaid';
export type IpoMarket = 'JP' | 'US' | 'CN';

export interface AdminOffering {
  id: number;
  code: string;
  name: string;
  market: IpoMarket;
  currency: string;
  mode: IpoMode;
  phase: IpoPhase;
  price: string;
  provisional_price: string;
  actual_price: string | null;
  market_price: string | null;
  per: string | null;
  quantity: number;
  lot: number;
  max_lots: number;
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

export interface LotteryRecord {
  offering_id: number;
  method: string;
  seed_hash: string;
  seed: string | null;
  winning_lots: number;
  applications: { application: number; lots: number; won_lots: number | null }[];
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
