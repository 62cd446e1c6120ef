import type { ReviewItem, ReviewStatus } from '@kabuto/shared/contracts/admin-staff';
import { REVIEW_STATUSES } from '@kabuto/shared/contracts/admin-staff';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChoiceRow } from '../../../components/choice-row';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader, RefreshButton } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useI18n } from '../../../i18n/i18n-provider';
import { isReviewStatus, useReviews } from '../api/get-reviews';
import { ReviewDecisionDialog, type ReviewDecision } from './review-decision-dialog';
import { ProofViewer } from './proof-viewer';
import { ReviewTable, type ReviewDetailsRenderer } from './review-table';

/** `renderDetails`: details of kinds that other features draw (the app composes them in). */
export function ReviewsPage({ renderDetails }: { renderDetails?: ReviewDetailsRenderer } = {}) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: ReviewStatus = isReviewStatus(rawStatus) ? rawStatus : 'pending';
  const kind = params.get('kind') || undefined;
  const query = useReviews({ kind, status });
  const [decision, setDecision] = useState<{ mode: ReviewDecision; item: ReviewItem } | null>(null);
  const [proof, setProof] = useState<ReviewItem | null>(null);

  function select(next: { kind?: string; status?: ReviewStatus }) {
    const search = new URLSearchParams();
    const nextKind = 'kind' in next ? next.kind : kind;
    if (nextKind) search.set('kind', nextKind);
    search.set('status', next.status ?? status);
    setParams(search, { replace: true });
  }

  const kinds = query.data?.kinds ?? [];
  const noQueues = query.isSuccess && kinds.length === 0 && query.data.items.length === 0;

  return (
    <>
      <PageHeader
        title={t('reviews.title')}
        lead={t('reviews.lead')}
        actions={<RefreshButton query={query} />}
      />

      {query.isPending ? (
        <LoadingState />
      ) : query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : noQueues ? (
        <section className="card">
          <EmptyState title={t('reviews.noKindsTitle')} icon="☐">
            {t('reviews.noKindsBody')}
          </EmptyState>
        </section>
      ) : (
        <section className="card">
          <ReviewFilters kinds={kinds} kind={kind} status={status} onSelect={select} />
          {query.data.items.length === 0 ? (
            <EmptyState title={t('reviews.emptyTitle')} icon="✓">
              {t('reviews.emptyBody', { status: t(`reviews.status.${status}`) })}
            </EmptyState>
          ) : (
            <ReviewTable
              items={query.data.items}
              showKind={!kind}
              showDecision={status !== 'pending'}
              onDecide={(mode, item) => setDecision({ mode, item })}
              onViewProof={setProof}
              renderDetails={renderDetails}
            />
          )}
        </section>
      )}

      <ProofViewer item={proof} onClose={() => setProof(null)} />
      <ReviewDecisionDialog
        mode={decision?.mode ?? 'approve'}
        item={decision?.item ?? null}
        onClose={() => setDecision(null)}
      />
    </>
  );
}

/** A tab per kind of application (and all of them), and the status shown. */
function ReviewFilters({
  kinds,
  kind,
  status,
  onSelect,
}: {
  kinds: readonly string[];
  kind: string | undefined;
  status: ReviewStatus;
  onSelect: (next: { kind?: string; status?: ReviewStatus }) => void;
}) {
  const { t, label } = useI18n();
  return (
    <div className="toolbar">
      {/* '' stands for every kind. */}
      <ChoiceRow
        look="tabs"
        label={t('reviews.kindsLabel')}
        options={['', ...kinds]}
        value={kind ?? ''}
        onSelect={(tab) => onSelect({ kind: tab || undefined })}
        optionLabel={(tab) => (tab ? label('reviews.kind', tab) : t('reviews.all'))}
      />
      <ChoiceRow
        look="segmented"
        label={t('reviews.statusLabel')}
        options={REVIEW_STATUSES}
        value={status}
        onSelect={(option) => onSelect({ status: option })}
        optionLabel={(option) => t(`reviews.status.${option}`)}
      />
    </div>
  );
}
