import type { AdminCustomer } from '@kabuto/shared/contracts/admin-staff';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useI18n } from '../../../i18n/i18n-provider';
import { CUSTOMERS_PAGE_SIZE, useCustomers } from '../api/get-customers';
import { CustomerDocuments } from './customer-documents';
import { CustomerStatusEditor } from './customer-status-editor';
import { CustomerTable } from './customer-table';

/** Accounts are ten digits; the search takes a prefix of them. */
const ACCOUNT_PREFIX_PATTERN = '[0-9]*';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function CustomersPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFrom(params.get('page'));
  const query = useCustomers({ q, page });
  const [editing, setEditing] = useState<AdminCustomer | null>(null);
  const [documentsOf, setDocumentsOf] = useState<string | null>(null);

  function go(next: { q: string; page: number }) {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  }

  return (
    <>
      <PageHeader title={t('customers.title')} lead={t('customers.lead')} />
      <section className="card">
        <CustomerSearch q={q} onSearch={(next) => go({ q: next, page: 1 })} />

        {query.isPending ? (
          <LoadingState />
        ) : query.isError && !query.data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <EmptyState title={t('customers.emptyTitle')} icon="⌕">
            {q ? t('customers.emptyQuery', { q }) : t('customers.emptyAll')}
          </EmptyState>
        ) : (
          <>
            <CustomerTable
              items={query.data.items}
              onEdit={setEditing}
              onDocuments={setDocumentsOf}
            />
            <Pagination
              page={page}
              size={CUSTOMERS_PAGE_SIZE}
              total={query.data.total}
              disabled={query.isFetching}
              onPage={(next) => go({ q, page: next })}
            />
          </>
        )}
      </section>

      <CustomerStatusEditor customer={editing} onClose={() => setEditing(null)} />
      <CustomerDocuments account={documentsOf} onClose={() => setDocumentsOf(null)} />
    </>
  );
}

/** The search by account prefix: digits only; clearing it shows every customer again. */
function CustomerSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(q);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <form className="toolbar search" role="search" onSubmit={onSubmit}>
      <label className="search__field">
        <span className="visually-hidden">{t('customers.searchLabel')}</span>
        <span className="search__icon" aria-hidden="true">
          ⌕
        </span>
        <input
          className="input search__input"
          name="q"
          inputMode="numeric"
          pattern={ACCOUNT_PREFIX_PATTERN}
          maxLength={10}
          placeholder={t('customers.searchPlaceholder')}
          value={draft}
          data-testid="customer-search"
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        />
      </label>
      <button type="submit" className="button button--primary">
        {t('customers.search')}
      </button>
      {q && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
        >
          {t('customers.clear')}
        </button>
      )}
    </form>
  );
}
