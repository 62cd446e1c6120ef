import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useI18n } from '../../../i18n/i18n-provider';
import { useLedgerCheck } from '../api/get-ledger-check';
import { CorrectionForm } from './correction-form';

export function LedgerPage() {
  const { t, formatNumber, formatDateTime } = useI18n();
  const query = useLedgerCheck();

  return (
    <>
      <PageHeader
        title={t('ledger.title')}
        lead={t('ledger.lead')}
        actions={
          <button
            type="button"
            className="button"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
            data-testid="ledger-run"
          >
            ↻ {t('ledger.runAgain')}
          </button>
        }
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section
            className={`verdict ${query.data.ok ? 'verdict--ok' : 'verdict--bad'}`}
            data-testid="ledger-verdict"
            data-ok={query.data.ok}
            aria-live="polite"
          >
            <span className="verdict__icon" aria-hidden="true">
              {query.data.ok ? '✓' : '!'}
            </span>
            <div>
              <p className="verdict__title">
                {query.data.ok
                  ? t('ledger.ok')
                  : t('ledger.problems', { count: query.data.problems.length })}
              </p>
              <p className="verdict__body">
                {query.data.ok ? t('ledger.okBody') : t('ledger.problemsBody')}
              </p>
              <p className="verdict__meta">
                {t('ledger.checkedAt', {
                  time: formatDateTime(new Date(query.dataUpdatedAt).toISOString()),
                })}
              </p>
            </div>
          </section>

          {query.data.problems.length > 0 && (
            <section className="card">
              <ol className="problem-list" data-testid="ledger-problems">
                {query.data.problems.map((problem, index) => (
                  <li key={index} className="mono">
                    {problem}
                  </li>
                ))}
              </ol>
            </section>
          )}

          <div className="stats">
            <div className="stat">
              <span className="stat__label">{t('ledger.accounts')}</span>
              <span className="stat__value">{formatNumber(query.data.accounts)}</span>
            </div>
            <div className="stat">
              <span className="stat__label">{t('ledger.transfers')}</span>
              <span className="stat__value">{formatNumber(query.data.transfers)}</span>
            </div>
          </div>

          <section className="card">
            <h2 className="card__title">{t('ledger.totals')}</h2>
            {query.data.totals.length === 0 ? (
              <p className="muted">{t('ledger.noTotals')}</p>
            ) : (
              <table className="table table--compact" data-testid="ledger-totals">
                <thead>
                  <tr>
                    <th scope="col">{t('ledger.currency')}</th>
                    <th scope="col" className="numeric">
                      {t('ledger.sum')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.totals.map((total) => (
                    <tr key={total.currency}>
                      <td className="strong">{total.currency}</td>
                      <td className="numeric mono">{total.sum}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
      <CorrectionForm />
    </>
  );
}
