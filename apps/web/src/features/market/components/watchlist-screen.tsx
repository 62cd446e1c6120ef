import { useState } from 'react';
import { Button, DotLoading, SwipeAction } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import type { StockRow } from '@kabuto/shared/contracts/market';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { useMessage } from '@/i18n/i18n';
import type { LiveTick } from '@/lib/live-quotes';
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
        {watchlist.data && rows.length === 0 && <EmptyWatchlist />}
        {rows.length > 0 && (
          <ul className={styles.stockList} data-testid="watchlist">
            {rows.map((row) => (
              <WatchRow
                key={row.code}
                row={row}
                tick={ticks.get(row.code)}
                editing={editing}
                onRemove={remove}
              />
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

function EmptyWatchlist() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
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
  );
}

interface WatchRowProps {
  row: StockRow;
  tick: LiveTick | undefined;
  /** In edit mode each row has a remove button; otherwise it is removed by swiping. */
  editing: boolean;
  onRemove: (code: string) => Promise<void>;
}

function WatchRow({ row, tick, editing, onRemove }: WatchRowProps) {
  const { t } = useTranslation();
  return (
    <li data-testid={`watch-row-${row.code}`}>
      {editing ? (
        <StockRowView
          row={row}
          tick={tick}
          trailing={
            <button
              type="button"
              className={styles.removeButton}
              onClick={() => void onRemove(row.code)}
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
              onClick: () => void onRemove(row.code),
            },
          ]}
        >
          <StockRowView row={row} tick={tick} />
        </SwipeAction>
      )}
    </li>
  );
}
