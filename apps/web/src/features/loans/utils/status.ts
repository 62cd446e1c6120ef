import type { TagTone } from '@/components/screen-kit/screen-kit';
import type { LoanStatus } from '@kabuto/shared/contracts/loans';

/** How each loan state is tagged: under review, being repaid, repaid, refused. */
const TONES: Readonly<Record<LoanStatus, TagTone>> = {
  pending: 'pending',
  active: 'sim',
  repaid: 'passed',
  rejected: 'rejected',
};

export function loanTone(status: LoanStatus): TagTone {
  return TONES[status] ?? 'neutral';
}
