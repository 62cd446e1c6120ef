/** POST /api/admin/ledger/corrections: a four-eyes proposal to reverse a transfer (issue 16). */
import type { FourEyesProposal } from '@kabuto/shared/contracts/admin-approvals';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function useProposeCorrection() {
  return useMutation({
    mutationFn: (input: { transfer_id: number; reason: string }) =>
      apiPost<FourEyesProposal>('ledger/corrections', input),
  });
}
