/**
 * Price proposals (maker-checker): GET /api/admin/approvals lists them, POST
 * /api/admin/approvals/:id/approve puts the product on offer at the proposed price, POST
 * /api/admin/approvals/:id/reject declines it with a reason. The server refuses an approval by the
 * staff member who proposed the price.
 */
import type { PriceApproval } from '@kabuto/shared/contracts/admin-approvals';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export const approvalKeys = { all: ['products', 'approvals'] as const };

async function getApprovals(signal?: AbortSignal): Promise<PriceApproval[]> {
  const { data } = await apiGet<PriceApproval[]>('approvals', undefined, signal);
  return Array.isArray(data) ? data : [];
}

export function useApprovals() {
  return useQuery(
    queryOptions({ queryKey: approvalKeys.all, queryFn: ({ signal }) => getApprovals(signal) }),
  );
}

export function useApproveProposal() {
  return useMutation({
    mutationFn: (id: number) => apiPost<PriceApproval>(`approvals/${id}/approve`, {}),
  });
}

export function useRejectProposal() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiPost<PriceApproval>(`approvals/${id}/reject`, { reason }),
  });
}
