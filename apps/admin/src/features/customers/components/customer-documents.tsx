import { useState } from 'react';
import type { DocumentEntry } from '@kabuto/shared/contracts/statements';
import type { DocumentFormat, DocumentKind } from '@kabuto/shared/documents';
import { DOCUMENT_FORMATS, DOCUMENT_KINDS } from '@kabuto/shared/documents';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { useI18n } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { downloadCustomerDocument, useCustomerDocuments } from '../api/get-customer-documents';

/**
 * A customer's confirmations and statements, on the customers page. Opening the list and each
 * file is written to the audit log by the server.
 */
export function CustomerDocuments({
  account,
  onClose,
}: {
  account: string | null;
  onClose: () => void;
}) {
  const { t, label } = useI18n();
  const toast = useToast();
  const [kind, setKind] = useState<DocumentKind>('confirmation');
  const query = useCustomerDocuments(account, kind);
  const get = (id: number, format: DocumentFormat) => {
    if (!account) return;
    downloadCustomerDocument(account, { kind, id }, format).catch((error: unknown) =>
      toast.show('error', failureMessage(error)),
    );
  };
  return (
    <Dialog
      open={account !== null}
      title={account ? t('customers.documents.title', { account }) : ''}
      onClose={onClose}
      testId="customer-documents"
    >
      <DialogBody>
        <p className="small muted">{t('customers.documents.audited')}</p>
        <div className="toolbar">
          {DOCUMENT_KINDS.map((value) => (
            <button
              key={value}
              type="button"
              className={`button button--small ${value === kind ? 'button--primary' : ''}`}
              aria-pressed={value === kind}
              data-testid={`customer-documents-kind-${value}`}
              onClick={() => setKind(value)}
            >
              {label('customers.documents.kind', value)}
            </button>
          ))}
        </div>
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState title={t('customers.documents.empty')} icon="▤" />
        ) : (
          <DocumentTable entries={query.data} confirmation={kind === 'confirmation'} onGet={get} />
        )}
      </DialogBody>
      <DialogFooter>
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </DialogFooter>
    </Dialog>
  );
}

/** One row per document: its date or period, and a button per format to download it. */
function DocumentTable({
  entries,
  confirmation,
  onGet,
}: {
  entries: readonly DocumentEntry[];
  /** Confirmations are dated; statements name their period. */
  confirmation: boolean;
  onGet: (id: number, format: DocumentFormat) => void;
}) {
  const { formatDateTime } = useI18n();
  return (
    <table className="table" data-testid="customer-documents-table">
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="mono">{confirmation ? formatDateTime(entry.period) : entry.period}</td>
            <td className="table__actions">
              {DOCUMENT_FORMATS.map((format) => (
                <button
                  key={format}
                  type="button"
                  className="button button--small"
                  data-testid={`customer-document-${format}`}
                  onClick={() => onGet(entry.id, format)}
                >
                  {format.toUpperCase()}
                </button>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
