import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { useLanguage } from '@/i18n/i18n';
import { formatDate } from '@/lib/date-time';
import { fillMessage } from '@/lib/message-params';
import { useMessages } from '../api/get-messages';
import type { SiteMessage } from '@kabuto/shared/contracts/messages';
import styles from './messages.module.css';

/** /mine/message: site messages, unread ones marked with a dot. */
export function MessageListScreen() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const messages = useMessages(language);
  const items = messages.data?.pages.flat() ?? [];
  const unread = items.filter((item) => !item.read).length;

  return (
    <div className={styles.page} data-testid="messages-screen">
      {messages.data && items.length === 0 ? (
        <NoData text={t('messages.empty')} />
      ) : (
        <>
          {unread > 0 && (
            <p className={styles.summary} data-testid="messages-unread">
              {t('messages.unreadCount', { count: unread })}
            </p>
          )}
          <ul className={styles.list}>
            {items.map((item) => (
              <MessageRow key={item.id} message={item} />
            ))}
          </ul>
          {messages.data && (
            <InfiniteScroll
              hasMore={messages.hasNextPage}
              loadMore={async () => {
                await messages.fetchNextPage();
              }}
            >
              <div className={styles.more}>
                {messages.hasNextPage ? <DotLoading /> : t('messages.noMore')}
              </div>
            </InfiniteScroll>
          )}
        </>
      )}
    </div>
  );
}

function MessageRow({ message }: { message: SiteMessage }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const navigate = useNavigate();
  return (
    <li
      className={`${styles.item} ${message.read ? '' : styles.unread}`}
      data-testid={`message-${message.id}`}
      data-read={message.read}
    >
      <button
        type="button"
        className={styles.link}
        onClick={() => navigate(`/mine/messageInfo?id=${message.id}`)}
      >
        <span className={styles.icon}>
          <Icon name="bell" size={18} strokeWidth={2} />
          {!message.read && (
            <span className={styles.dot} role="img" aria-label={t('messages.unread')} />
          )}
        </span>
        <span className={styles.text}>
          <span className={styles.head}>
            <span className={styles.title}>
              {fillMessage(message.title, message.params, language)}
            </span>
            <span className={styles.date}>{formatDate(message.created_at)}</span>
          </span>
          <span className={styles.preview}>
            {fillMessage(message.body, message.params, language)}
          </span>
        </span>
      </button>
    </li>
  );
}
