import type { ReviewItem } from '@kabuto/shared/contracts/admin-staff';
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiResult } from '../../../lib/api-client';
import type { FormOf } from '@kabuto/shared/contract';
import type { adminStaffContracts } from '@kabuto/shared/contracts/admin-staff';

/** The item (kind and id, in the path) and the body; the reason is required: the customer is shown it. */
export type RejectReviewInput = FormOf<(typeof adminStaffContracts)['reviews/reject'], 'reason'> & {
  kind: string;
  id: string | number;
};

export function rejectReview(input: RejectReviewInput): Promise<ApiResult<ReviewItem>> {
  const path = `reviews/${encodeURIComponent(input.kind)}/${encodeURIComponent(input.id)}/reject`;
  return apiPost<ReviewItem>(path, { reason: input.reason });
}

export function useRejectReview() {
  // The query client refreshes every cached list after a mutation (lib/query-client.ts).
  return useMutation({ mutationFn: rejectReview });
}
