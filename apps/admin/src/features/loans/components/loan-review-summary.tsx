import type { ReviewItem } from '@kabuto/shared/contracts/admin-staff';
import { useI18n } from '../../../i18n/i18n-provider';
import './loan-review.css';

const SCORE_MAX = 1000;
const DAYS_PER_YEAR = 365;

/** What the summary needs of a loan review item. */
type LoanReview = Pick<ReviewItem, 'summary'>;

/** 5 bps → "0.05" (% per day), without floating point. */
function dailyPercent(bps: number): string {
  return `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
}

/**
 * A loan application in the review queue: the amount first, then the score the customer had
 * when applying (with its share of the maximum) and the interest they were shown.
 */
export function LoanReviewSummary({ item }: { item: LoanReview }) {
  const { t } = useI18n();
  const {
    amount = '—',
    currency = '',
    score = '0',
    daily_interest_bps: rawBps = '0',
  } = item.summary;
  const points = Math.max(0, Math.min(SCORE_MAX, Number(score) || 0));
  const bps = Math.max(0, Math.floor(Number(rawBps) || 0));
  const yearly = ((Math.pow(1 + bps / 10_000, DAYS_PER_YEAR) - 1) * 100).toFixed(1);
  return (
    <div className="loan-summary" data-testid="review-loan-summary">
      <div className="review-money" data-testid="review-amount">
        {amount} {currency}
      </div>
      <div className="loan-summary__score">
        <span className="loan-summary__label">{t('loanReview.score')}</span>
        <span className="loan-summary__bar" aria-hidden="true">
          <span style={{ width: `${(points / SCORE_MAX) * 100}%` }} />
        </span>
        <span className="mono" data-testid="review-loan-score">
          {points} / {SCORE_MAX}
        </span>
      </div>
      <div className="loan-summary__rate" data-testid="review-loan-rate">
        <span className="loan-summary__label">{t('loanReview.interest')}</span>
        <span>{t('loanReview.rate', { daily: dailyPercent(bps), yearly })}</span>
      </div>
    </div>
  );
}
