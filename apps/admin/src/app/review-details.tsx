/**
 * The review queue shows some kinds with the feature that owns them: a KYC application with its
 * photo viewer, a loan application with its score and interest. Features do not import each
 * other, so the app composes them here and hands the queue this renderer.
 */
import type { ReviewItem } from '@kabuto/shared/contracts/admin-staff';
import type { ReactNode } from 'react';
import { KycReviewSummary } from '../features/kyc/components/kyc-review-summary';
import { LoanReviewSummary } from '../features/loans/components/loan-review-summary';
import { getUpload } from '../features/reviews/api/get-upload';

export function reviewDetails(item: ReviewItem): ReactNode | undefined {
  if (item.kind === 'kyc') return <KycReviewSummary item={item} loadPhoto={getUpload} />;
  if (item.kind === 'loan') return <LoanReviewSummary item={item} />;
  return undefined;
}
