import type { ReviewItem, ReviewStatus } from '@kabuto/shared/contracts/admin-staff';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/badge';
import { useI18n } from '../../../i18n/i18n-provider';
import { groupAmount } from '../utils/format-amount';
import type { ReviewDecision } from './review-decision-dialog';

/** Draws an item's details, or answers undefined to leave them to the plain summary. */
export type ReviewDetailsRenderer = (item: ReviewItem) => ReactNode | undefined;

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
  /** Opens the transfer screenshot of a bank deposit. */
  onViewProof: (item: ReviewItem) => void;
  /** Details of a kind drawn by the feature that owns it (set by the app); else the summary. */
  renderDetails?: ReviewDetailsRenderer | undefined;
}

export function ReviewTable({
  items,
  showKind,
  showDecision,
  onDecide,
  onViewProof,
  renderDetails,
}: ReviewTableProps) {
  const { t } = useI18n();
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
            <ReviewRow
              key={`${item.kind}:${item.id}`}
              item={item}
              showKind={showKind}
              showDecision={showDecision}
              onDecide={onDecide}
              onViewProof={onViewProof}
              renderDetails={renderDetails}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Fields shown in their own way, not as plain rows. */
const SHOWN_APART = new Set(['amount', 'currency', 'upload_id', 'card', 'holder']);

function Summary({
  item,
  onViewProof,
}: {
  item: ReviewItem;
  onViewProof: (item: ReviewItem) => void;
}) {
  const { t } = useI18n();
  const summary = item.summary ?? {};
  const money = item.kind === 'deposit' || item.kind === 'withdrawal';
  if (!money) return <SummaryRows entries={Object.entries(summary)} />;
  const rest = Object.entries(summary).filter(([name]) => !SHOWN_APART.has(name));
  return (
    <div>
      {summary.amount && (
        <div className="review-money" data-testid="review-amount">
          {groupAmount(summary.amount)} {summary.currency}
        </div>
      )}
      {rest.length > 0 && <SummaryRows entries={rest} />}
      {item.kind === 'withdrawal' && (summary.holder || summary.card) && (
        <div className="review-payout" data-testid="review-payout">
          <span className="review-payout__label">{t('reviews.payoutTo')}</span>
          <span className="review-payout__holder">
            {t('reviews.field.holder')}: {summary.holder ?? '—'}
          </span>
          <span className="review-payout__card">{summary.card ?? '—'}</span>
        </div>
      )}
      {item.kind === 'deposit' && summary.upload_id && (
        <button
          type="button"
          className="button button--small review-proof-button"
          onClick={() => onViewProof(item)}
          data-testid="review-view-proof"
        >
          {t('reviews.viewProof')}
        </button>
      )}
    </div>
  );
}

function SummaryRows({ entries }: { entries: [string, string][] }) {
  const { label } = useI18n();
  const shown = entries.filter(([name]) => name !== 'upload_id');
  if (shown.length === 0) return <span className="muted">—</span>;
  return (
    <dl className="summary">
      {shown.map(([name, value]) => (
        <div key={name} className="summary__row">
          <dt>{label('reviews.field', name).replace(/_/g, ' ')}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One application: its details, when it came, its status, and the decision or the buttons. */
function ReviewRow({
  item,
  showKind,
  showDecision,
  onDecide,
  onViewProof,
  renderDetails,
}: Omit<ReviewTableProps, 'items'> & { item: ReviewItem }) {
  const { t, label, formatDateTime } = useI18n();
  return (
    <tr data-testid={`review-row-${item.kind}-${item.id}`}>
      <td className="mono">{item.id}</td>
      {showKind && <td>{label('reviews.kind', item.kind)}</td>}
      <td className="mono">{item.account}</td>
      <td>{renderDetails?.(item) ?? <Summary item={item} onViewProof={onViewProof} />}</td>
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
  );
}
