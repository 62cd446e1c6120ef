import type { AdminNews } from '@kabuto/shared/contracts/admin-content';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/badge';
import { CancelAndSubmit, Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { REASON_LENGTH_MAX, TextAreaField } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { TableHead } from '../../../components/table-head';
import { useI18n } from '../../../i18n/i18n-provider';
import { useCommand } from '../../../lib/use-command';
import type { Envelope } from '@kabuto/shared/api';
import { useNews } from '../api/get-news';
import { useSetNewsStatus } from '../api/set-news-status';
import { NewsEditor } from './news-editor';

/** Articles with their state; a new one is written in the editor above the list. */
export function NewsPage() {
  const { t } = useI18n();
  const news = useNews();
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState<AdminNews | null>(null);

  return (
    <>
      {editing ? (
        <NewsEditor onClose={() => setEditing(false)} />
      ) : (
        <div className="content-actions">
          <p className="muted">{t('content.news.lead')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing(true)}
            data-testid="news-new"
          >
            ＋ {t('content.news.new')}
          </button>
        </div>
      )}

      <section className="card">
        {news.isPending ? (
          <LoadingState />
        ) : news.isError ? (
          <ErrorState error={news.error} onRetry={() => void news.refetch()} />
        ) : news.data.length === 0 ? (
          <EmptyState title={t('content.news.emptyTitle')} icon="✎">
            {t('content.news.emptyBody')}
          </EmptyState>
        ) : (
          <NewsTable items={news.data} onChangeStatus={setChanging} />
        )}
      </section>

      <StatusDialog item={changing} onClose={() => setChanging(null)} />
    </>
  );
}

function NewsTable({
  items,
  onChangeStatus,
}: {
  items: readonly AdminNews[];
  onChangeStatus: (item: AdminNews) => void;
}) {
  const { t, language, formatDateTime } = useI18n();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="news-table">
        <TableHead
          columns={[
            { label: t('content.news.col.article') },
            { label: t('content.news.col.market') },
            { label: t('content.news.col.status') },
            { label: t('content.news.col.published') },
            { label: t('content.news.col.author') },
          ]}
          actions={t('content.news.col.actions')}
        />
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid={`news-row-${item.id}`} data-status={item.status}>
              <td>
                <div className="news-cell">
                  {item.image && item.status === 'published' ? (
                    <img className="news-cell__thumb" src={item.image} alt="" loading="lazy" />
                  ) : (
                    <span className="news-cell__thumb news-cell__thumb--empty" aria-hidden="true">
                      {item.image ? '◐' : '✎'}
                    </span>
                  )}
                  <span className="news-cell__text">
                    <strong>{item.title[language] || item.title.jp}</strong>
                    <span className="muted small">{item.summary[language] || item.summary.jp}</span>
                  </span>
                </div>
              </td>
              <td className="nowrap">{t(`content.market.${item.market}`)}</td>
              <td>
                <Badge tone={item.status === 'published' ? 'success' : 'neutral'}>
                  {t(`content.news.status.${item.status}`)}
                </Badge>
              </td>
              <td className="nowrap">{formatDateTime(item.published_at)}</td>
              <td className="mono small">{item.created_by}</td>
              <td className="table__actions">
                <button
                  type="button"
                  className={
                    item.status === 'published'
                      ? 'button button--small button--danger-outline'
                      : 'button button--small button--success'
                  }
                  onClick={() => onChangeStatus(item)}
                  data-testid="news-status-toggle"
                >
                  {item.status === 'published'
                    ? t('content.news.withdraw')
                    : t('content.news.publish')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Publishes a draft or withdraws a published article; a withdrawal needs a reason (audited). */
function StatusDialog({ item, onClose }: { item: AdminNews | null; onClose: () => void }) {
  const { t, language } = useI18n();
  const mutation = useSetNewsStatus();
  const publish = item?.status !== 'published';
  return (
    <Dialog
      open={item !== null}
      title={
        item
          ? t(publish ? 'content.news.publishTitle' : 'content.news.withdrawTitle', {
              title: item.title[language] || item.title.jp,
            })
          : ''
      }
      onClose={onClose}
      busy={mutation.isPending}
      tone={publish ? 'default' : 'danger'}
      testId="news-status-dialog"
    >
      {item && (
        <StatusForm
          key={`${item.id}:${item.status}`}
          item={item}
          publish={publish}
          busy={mutation.isPending}
          onSubmit={(reason) =>
            mutation.mutateAsync({ id: item.id, publish, ...(reason ? { reason } : {}) })
          }
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function StatusForm({
  item,
  publish,
  busy,
  onSubmit,
  onClose,
}: {
  item: AdminNews;
  publish: boolean;
  busy: boolean;
  onSubmit: (reason: string) => Promise<Envelope<unknown>>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { error, setError, send } = useCommand();
  const [reason, setReason] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!publish && !reason.trim()) return setError({ id: 'content.reasonRequired' });
    await send(() => onSubmit(reason.trim()), onClose);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <p>{t(publish ? 'content.news.publishBody' : 'content.news.withdrawBody')}</p>
        <FormError error={error} />
        <TextAreaField
          label={t('content.reason')}
          mark={publish ? 'optional' : 'required'}
          hint={t('content.reasonHint')}
          name="reason"
          rows={3}
          maxLength={REASON_LENGTH_MAX}
          value={reason}
          onChange={setReason}
        />
        <span className="muted small mono">#{item.id}</span>
      </DialogBody>
      <DialogFooter>
        <CancelAndSubmit
          pending={busy}
          onCancel={onClose}
          tone={publish ? 'success' : 'danger'}
          submitLabel={t(publish ? 'content.news.publish' : 'content.news.withdraw')}
          submitTestId="news-status-confirm"
        />
      </DialogFooter>
    </form>
  );
}
