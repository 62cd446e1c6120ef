import { useState } from 'react';
import { DotLoading, Tabs } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  DocumentFormat,
  DocumentKind,
  TradeConfirmation,
} from '@kabuto/shared/contracts/statements';
import { DOCUMENT_FORMATS, DOCUMENT_KINDS } from '@kabuto/shared/documents';
import { displayMoney } from '@kabuto/shared/money';
import { Amount } from '@/components/amount/amount';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { useLanguage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { useConfirmations } from '../api/get-confirmations';
import { useDocuments } from '../api/get-documents';
import { useDownloadDocument } from '../api/download-document';
import styles from './documents.module.css';

interface Row {
  id: number;
  title: string;
  sub: string;
  amount?: { value: string; currency: string } | undefined;
}

/** /mine/documents: trade confirmations, monthly statements and annual reports, to download. */
export function DocumentsScreen() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [kind, setKind] = useState<DocumentKind>('confirmation');
  const confirmations = useConfirmations(language, kind === 'confirmation');
  const statements = useDocuments(kind, kind !== 'confirmation');
  const rows: Row[] | undefined =
    kind === 'confirmation'
      ? confirmations.data?.map((c) => confirmationRow(c, t))
      : statements.data?.map((s) => ({
          id: s.id,
          title: t(`documents.period.${kind === 'year' ? 'year' : 'month'}`, { period: s.period }),
          sub: t('documents.issued', { time: formatDateTime(s.created_at) }),
        }));

  return (
    <div className={styles.page} data-testid="documents-screen">
      <Tabs
        className={styles.tabs}
        activeKey={kind}
        onChange={(key) => setKind(key as DocumentKind)}
      >
        {DOCUMENT_KINDS.map((value) => (
          <Tabs.Tab
            key={value}
            title={
              <span data-testid={`documents-tab-${value}`}>{t(`documents.tabs.${value}`)}</span>
            }
          />
        ))}
      </Tabs>
      <p className={styles.note}>{t(`documents.notes.${kind}`)}</p>
      {!rows ? (
        <div className={styles.note}>
          <DotLoading />
        </div>
      ) : rows.length === 0 ? (
        <NoData text={t('documents.empty')} />
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <DocumentRow key={row.id} row={row} kind={kind} />
          ))}
        </ul>
      )}
    </div>
  );
}

function confirmationRow(c: TradeConfirmation, t: TFunction): Row {
  return {
    id: c.id,
    title: `${c.name} · ${t(`documents.side.${c.side}`)} ${c.quantity}`,
    sub: `${formatDateTime(c.executed_at)} · ${t(`documents.action.${c.action}`)} · @${c.price}`,
    amount: { value: displayMoney(c.settlement), currency: c.currency },
  };
}

function DocumentRow({ row, kind }: { row: Row; kind: DocumentKind }) {
  const { t } = useTranslation();
  const download = useDownloadDocument();
  const busy = download.isPending;
  const get = (format: DocumentFormat) => download.mutate({ id: row.id, kind, format });
  return (
    <li className={styles.item} data-testid={`document-${kind}-${row.id}`}>
      <span className={styles.icon}>
        <Icon name="document" size={20} strokeWidth={2} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{row.title}</span>
        <span className={styles.sub}>{row.sub}</span>
        {row.amount && (
          <span className={styles.sub}>
            {t('documents.settlement')}{' '}
            <Amount value={row.amount.value} unit={` ${row.amount.currency}`} />
          </span>
        )}
      </span>
      <span className={styles.actions}>
        {DOCUMENT_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className={styles.download}
            disabled={busy}
            onClick={() => get(format)}
            data-testid={`document-download-${format}`}
            aria-label={t('documents.download', { format: format.toUpperCase() })}
          >
            {format.toUpperCase()}
          </button>
        ))}
      </span>
    </li>
  );
}
