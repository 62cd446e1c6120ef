import { useState } from 'react';
import { Button, DotLoading, SwipeAction } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { useMessage } from '@/i18n/i18n';
import { useLiveTicks } from '@/lib/live-quotes';
import { showMessage } from '@/lib/toast';
import { useChangeWatchlist, useWatchlist } from '../api/watchlist';
import { StockRowView } from './stock-list';
import { UpDownSetting } from './up-down-setting';
import styles from './market.module.css';

/** /quotes/self: the watchlist with live prices; remove by swiping or in edit mode. */
export function WatchlistScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const message = useMessage();
  const navigate = useNavigate();
  const watchlist = useWatchlist(language);
  const change = useChangeWatchlist();
  const [editing, setEditing] = useState(false);
  const rows = watchlist.data ?? [];
  const ticks = useLiveTicks(rows.map((row) => row.code));

  const remove = async (code: string) => {
    const msg = await change.mutateAsync({ code, add: false });
    showMessage(message(msg));
  };

  return (
    <div className={styles.page} data-testid="watchlist-screen">
      <div className={styles.pageTop}>
        <h2 className={styles.pageTitle}>
          {t('market.watchlist.title')}
          {rows.length > 0 && <span className="kb-figure"> ({rows.length})</span>}
        </h2>
        {rows.length > 0 && (
          <button
            type="button"
            className={styles.editButton}
            onClick={() => setEditing(!editing)}
            data-testid="watchlist-edit"
          >
            {editing ? t('market.watchlist.done') : t('market.watchlist.edit')}
          </button>
        )}
      </div>
      <DataNotice showLive className={styles.pageNotice} />

      <section className={styles.card}>
        {!watchlist.data && (
          <div className={styles.loading}>
            <DotLoading />
          </div>
        )}
        {watchlist.data && rows.length === 0 && (
          <div className={styles.emptyWatchlist} data-testid="watchlist-empty">
            <NoData text={t('market.watchlist.empty')} />
            <p>{t('market.watchlist.emptyHint')}</p>
            <Button
              color="primary"
              shape="rounded"
              onClick={() => navigate('/quotes/search')}
              data-testid="watchlist-search"
            >
              <Icon name="search" size={16} strokeWidth={2.2} /> {t('market.watchlist.find')}
            </Button>
          </div>
        )}
        {rows.length > 0 && (
          <ul className={styles.stockList} data-testid="watchlist">
            {rows.map((row) => (
              <li key={row.code} data-testid={`watch-row-${row.code}`}>
                {editing ? (
                  <StockRowView
                    row={row}
                    tick={ticks.get(row.code)}
                    trailing={
                      <button
                        type="button"
                        className={styles.removeButton}
                        onClick={() => void remove(row.code)}
                        aria-label={t('market.watchlist.remove')}
                        data-testid={`watch-remove-${row.code}`}
                      >
                        <Icon name="close" size={16} strokeWidth={2.4} />
                      </button>
                    }
                  />
                ) : (
                  <SwipeAction
                    rightActions={[
                      {
                        key: 'remove',
                        text: t('market.watchlist.remove'),
                        color: 'danger',
                        onClick: () => void remove(row.code),
                      },
                    ]}
                  >
                    <StockRowView row={row} tick={ticks.get(row.code)} />
                  </SwipeAction>
                )}
              </li>
            ))}
          </ul>
        )}
        {rows.length > 0 && !editing && (
          <p className={styles.swipeHint}>{t('market.watchlist.swipeHint')}</p>
        )}
      </section>

      <section className={styles.card}>
        <UpDownSetting />
      </section>
    </div>
  );
}
