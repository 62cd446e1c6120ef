/**
 * Four-eyes proposals (issue 16): GET /api/admin/proposals lists them; POST proposals/:id/approve
 * makes the change take effect (the server refuses the proposer and a staff member without the
 * kind's role), POST proposals/:id/reject declines it with a reason.
 */
import type { FourEyesProposal } from '@kabuto/shared/contracts/admin-approvals';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export const proposalKeys = { all: ['proposals'] as const };

async function getProposals(signal?: AbortSignal): Promise<FourEyesProposal[]> {
  const { data } = await apiGet<FourEyesProposal[]>('proposals', undefined, signal);
  return Array.isArray(data) ? data : [];
}

export function useProposals() {
  return useQuery(
    queryOptions({ queryKey: proposalKeys.all, queryFn: ({ signal }) => getProposals(signal) }),
  );
}

export function useApproveChange() {
  return useMutation({
    mutationFn: (id: number) => apiPost<FourEyesProposal>(`proposals/${id}/approve`, {}),
  });
}

export function useRejectChange() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiPost<FourEyesProposal>(`proposals/${id}/reject`, { reason }),
  });
}
