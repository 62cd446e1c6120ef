import { PageHeader, RefreshButton } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useI18n } from '../../../i18n/i18n-provider';
import { useLedgerCheck } from '../api/get-ledger-check';
import { CorrectionForm } from './correction-form';
import { LedgerFigures } from './ledger-figures';
import { LedgerVerdict } from './ledger-verdict';

export function LedgerPage() {
  const { t } = useI18n();
  const query = useLedgerCheck();

  return (
    <>
      <PageHeader
        title={t('ledger.title')}
        lead={t('ledger.lead')}
        actions={<RefreshButton query={query} label={t('ledger.runAgain')} testId="ledger-run" />}
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <LedgerVerdict check={query.data} checkedAt={query.dataUpdatedAt} />
          <LedgerFigures check={query.data} />
        </>
      )}
      <CorrectionForm />
    </>
  );
}
