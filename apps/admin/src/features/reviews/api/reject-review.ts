import type { ReviewItem } from '@kabuto/shared/contracts/admin-staff';
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiResult } from '../../../lib/api-client';

export interface RejectReviewInput {
  kind: string;
  id: string | number;
  /** Required: the customer is shown this reason. */
  reason: string;
}

export function rejectReview(input: RejectReviewInput): Promise<ApiResult<ReviewItem>> {
  const path = `reviews/${encodeURIComponent(input.kind)}/${encodeURIComponent(input.id)}/reject`;
  return apiPost<ReviewItem>(path, { reason: input.reason });
}

export function useRejectReview() {
  // The query client refreshes every cached list after a mutation (lib/query-client.ts).
  return useMutation({ mutationFn: rejectReview });
}
