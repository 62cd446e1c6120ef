import { Badge, type BadgeTone } from '../../../components/badge';
import { useI18n } from '../../../i18n/i18n-provider';
import type { ReviewItem, ReviewStatus } from '../api/get-reviews';
import type { ReviewDecision } from './review-decision-dialog';

const STATUS_TONES: Readonly<Record<ReviewStatus, BadgeTone>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

interface ReviewTableProps {
  items: readonly ReviewItem[];
  showKind: boolean;
  showDecision: boolean;
  onDecide: (mode: ReviewDecision, item: ReviewItem) => void;
}

export function ReviewTable({ items, showKind, showDecision, onDecide }: ReviewTableProps) {
  const { t, label, formatDateTime } = useI18n();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="reviews-table">
        <thead>
          <tr>
            <th scope="col">{t('reviews.col.id')}</th>
            {showKind && <th scope="col">{t('reviews.col.kind')}</th>}
            <th scope="col">{t('reviews.col.account')}</th>
            <th scope="col">{t('reviews.col.details')}</th>
            <th scope="col">{t('reviews.col.submitted')}</th>
            <th scope="col">{t('reviews.col.status')}</th>
            {showDecision && <th scope="col">{t('reviews.col.decision')}</th>}
            {!showDecision && (
              <th scope="col" className="table__actions">
                {t('reviews.col.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.kind}:${item.id}`}>
              <td className="mono">{item.id}</td>
              {showKind && <td>{label('reviews.kind', item.kind)}</td>}
              <td className="mono">{item.account}</td>
              <td>
                <Summary summary={item.summary} />
              </td>
              <td className="nowrap">{formatDateTime(item.created_at)}</td>
              <td>
                <Badge tone={STATUS_TONES[item.status] ?? 'neutral'}>
                  {label('reviews.status', item.status)}
                </Badge>
              </td>
              {showDecision && (
                <td>
                  <div className="muted small">
                    {t('reviews.decidedBy', {
                      by: item.decided_by ?? t('common.none'),
                      at: formatDateTime(item.decided_at),
                    })}
                  </div>
                  {item.reason && <div className="reason">{item.reason}</div>}
                </td>
              )}
              {!showDecision && (
                <td className="table__actions">
                  {item.status === 'pending' && (
                    <div className="button-row">
                      <button
                        type="button"
                        className="button button--small button--success"
                        onClick={() => onDecide('approve', item)}
                      >
                        {t('reviews.approve')}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger-outline"
                        onClick={() => onDecide('reject', item)}
                      >
                        {t('reviews.reject')}
                      </button>
                    </div>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Summary({ summary }: { summary: Record<string, string> }) {
  const { label } = useI18n();
  const entries = Object.entries(summary ?? {});
  if (entries.length === 0) return <span className="muted">—</span>;
  return (
    <dl className="summary">
      {entries.map(([name, value]) => (
        <div key={name} className="summary__row">
          <dt>{label('reviews.field', name).replace(/_/g, ' ')}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
