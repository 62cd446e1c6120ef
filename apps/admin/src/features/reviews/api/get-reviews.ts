import type { ReviewList, ReviewStatus } from '@kabuto/shared/contracts/admin-staff';
import { REVIEW_STATUSES } from '@kabuto/shared/contracts/admin-staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { FormOf, RequestOf } from '@kabuto/shared/contract';
import type { adminStaffContracts } from '@kabuto/shared/contracts/admin-staff';

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}

/** No `kind`: every kind. */
export type ReviewFilter = Pick<RequestOf<(typeof adminStaffContracts)['reviews']>, 'kind'> &
  FormOf<(typeof adminStaffContracts)['reviews'], 'status'>;

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (filter: ReviewFilter) => ['reviews', 'list', filter.kind ?? '*', filter.status] as const,
};

export async function getReviews(filter: ReviewFilter, signal?: AbortSignal): Promise<ReviewList> {
  const { data } = await apiGet<ReviewList>(
    'reviews',
    { kind: filter.kind, status: filter.status },
    signal,
  );
  return { kinds: data.kinds ?? [], items: data.items ?? [] };
}

export function reviewsQueryOptions(filter: ReviewFilter) {
  return queryOptions({
    queryKey: reviewKeys.list(filter),
    queryFn: ({ signal }) => getReviews(filter, signal),
    // Applications arrive while staff work the queue.
    refetchInterval: 30_000,
  });
}

export function useReviews(filter: ReviewFilter) {
  return useQuery({ ...reviewsQueryOptions(filter), placeholderData: keepPreviousData });
}
