import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { useLanguage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { fillMessage } from '@/lib/message-params';
import { useSiteMessage } from '../api/get-message';
import styles from './messages.module.css';

/** /mine/messageInfo?id=N: one message, which reading marks as read. */
export function MessageInfoScreen() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const message = useSiteMessage(id, language);

  return (
    <div className={styles.page} data-testid="message-info-screen">
      {id === null || message.isError ? (
        <NoData text={t('messages.notFound')} />
      ) : message.data ? (
        <article className={styles.article} data-testid="message-article">
          <h2 className={styles.articleTitle} data-testid="message-title">
            {fillMessage(message.data.title, message.data.params, language)}
          </h2>
          <div className={styles.articleMeta} data-testid="message-time">
            <Icon name="clock" size={13} strokeWidth={2.2} />
            {formatDateTime(message.data.created_at, language)}
          </div>
          <p className={styles.articleBody} data-testid="message-body">
            {fillMessage(message.data.body, message.data.params, language)}
          </p>
        </article>
      ) : (
        <p className={styles.summary}>{t('common.loading')}</p>
      )}
      <Link to="/mine/message" className={styles.back} data-testid="message-to-list">
        <Icon name="list" size={16} strokeWidth={2.2} />
        {t('messages.toList')}
      </Link>
    </div>
  );
}
