import type { ReviewItem } from '@kabuto/shared/contracts/admin-staff';
import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@kabuto/shared/api';
import { apiPost } from '../../../lib/api-client';
import type { RequestOf } from '@kabuto/shared/contract';
import type { adminStaffContracts } from '@kabuto/shared/contracts/admin-staff';

/** The item (kind and id, in the path) and the body: an optional note for the audit log. */
export type ApproveReviewInput = RequestOf<(typeof adminStaffContracts)['reviews/approve']> & {
  kind: string;
  id: string | number;
};

export function approveReview(input: ApproveReviewInput): Promise<Envelope<ReviewItem>> {
  const path = `reviews/${encodeURIComponent(input.kind)}/${encodeURIComponent(input.id)}/approve`;
  return apiPost<ReviewItem>(path, input.reason ? { reason: input.reason } : {});
}

export function useApproveReview() {
  // The query client refreshes every cached list after a mutation (lib/query-client.ts).
  return useMutation({ mutationFn: approveReview });
}
