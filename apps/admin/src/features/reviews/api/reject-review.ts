import type { ReviewItem } from '@kabuto/shared/contracts/admin-staff';
import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@kabuto/shared/api';
import { apiPost } from '../../../lib/api-client';
import type { FormOf } from '@kabuto/shared/contract';
import type { adminStaffContracts } from '@kabuto/shared/contracts/admin-staff';

/** The item (kind and id, in the path) and the body; the reason is required: the customer is shown it. */
export type RejectReviewInput = FormOf<(typeof adminStaffContracts)['reviews/reject'], 'reason'> & {
  kind: string;
  id: string | number;
};

export function rejectReview(input: RejectReviewInput): Promise<Envelope<ReviewItem>> {
  const path = `reviews/${encodeURIComponent(input.kind)}/${encodeURIComponent(input.id)}/reject`;
  return apiPost<ReviewItem>(path, { reason: input.reason });
}

export function useRejectReview() {
  // The query client refreshes every cached list after a mutation (lib/query-client.ts).
  return useMutation({ mutationFn: rejectReview });
}
