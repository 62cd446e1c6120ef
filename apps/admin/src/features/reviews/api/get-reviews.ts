import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}

export interface ReviewItem {
  kind: string;
  id: string | number;
  account: string;
  status: ReviewStatus;
  /** What the reviewer needs to see, by field name; the server decides the fields per kind. */
  summary: Record<string, string>;
  created_at: string;
  decided_at?: string | null;
  decided_by?: string | null;
  reason?: string | null;
}

export interface ReviewList {
  /** The review kinds registered on the server (kyc, deposit, …); empty until features land. */
  kinds: string[];
  items: ReviewItem[];
}

export interface ReviewFilter {
  /** Undefined: every kind. */
  kind?: string;
  status: ReviewStatus;
}

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
