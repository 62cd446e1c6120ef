/**
 * Block offers: GET/POST /api/admin/blocks, POST /api/admin/blocks/:id/key (delivers the access
 * key to one customer as an in-app message), POST /api/admin/blocks/:id/price (a new price
 * proposal, e.g. after one was rejected) and POST /api/admin/blocks/:id/close.
 */
import type { PriceApproval } from '@kabuto/shared/contracts/admin-approvals';
import type { AdminBlockOffer, BlockDraft } from '@kabuto/shared/contracts/admin-products';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export const blockKeys = { all: ['products', 'blocks'] as const };

async function getBlockOffers(signal?: AbortSignal): Promise<AdminBlockOffer[]> {
  const { data } = await apiGet<AdminBlockOffer[]>('blocks', undefined, signal);
  return Array.isArray(data) ? data : [];
}

export function useBlockOffers() {
  return useQuery(
    queryOptions({ queryKey: blockKeys.all, queryFn: ({ signal }) => getBlockOffers(signal) }),
  );
}

export function useCreateBlockOffer() {
  return useMutation({
    mutationFn: (draft: BlockDraft) => apiPost<AdminBlockOffer>('blocks', draft),
  });
}

export function useDeliverBlockKey() {
  return useMutation({
    mutationFn: ({ id, account }: { id: number; account: string }) =>
      apiPost<null>(`blocks/${id}/key`, { account }),
  });
}

export function useCloseBlockOffer() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiPost<null>(`blocks/${id}/close`, { reason }),
  });
}

export function useProposeBlockPrice() {
  return useMutation({
    mutationFn: ({ id, price }: { id: number; price: number }) =>
      apiPost<PriceApproval>(`blocks/${id}/price`, { price }),
  });
}
