import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader, RefreshButton } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useI18n } from '../../../i18n/i18n-provider';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/get-audit';
import { AuditTable } from './audit-table';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function AuditPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const query = useAudit(page);

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        lead={t('audit.lead')}
        actions={<RefreshButton query={query} />}
      />
      <section className="card">
        {query.isPending ? (
          <LoadingState />
        ) : query.isError && !query.data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <EmptyState title={t('audit.emptyTitle')} icon="☰">
            {t('audit.emptyBody')}
          </EmptyState>
        ) : (
          <>
            <AuditTable items={query.data.items} />
            <Pagination
              page={page}
              size={AUDIT_PAGE_SIZE}
              total={query.data.total}
              disabled={query.isFetching}
              onPage={(next) =>
                setParams(next > 1 ? { page: String(next) } : {}, { replace: true })
              }
            />
          </>
        )}
      </section>
    </>
  );
}
