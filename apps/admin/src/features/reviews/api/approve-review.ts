import type { ReviewItem } from '@kabuto/shared/contracts/admin-staff';
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiResult } from '../../../lib/api-client';

export interface ApproveReviewInput {
  kind: string;
  id: string | number;
  /** An optional note for the audit log. */
  reason?: string;
}

export function approveReview(input: ApproveReviewInput): Promise<ApiResult<ReviewItem>> {
  const path = `reviews/${encodeURIComponent(input.kind)}/${encodeURIComponent(input.id)}/approve`;
  return apiPost<ReviewItem>(path, input.reason ? { reason: input.reason } : {});
}

export function useApproveReview() {
  // The query client refreshes every cached list after a mutation (lib/query-client.ts).
  return useMutation({ mutationFn: approveReview });
}
