import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { DataNotice } from '@/components/data-notice/data-notice';
import { NoData } from '@/components/no-data/no-data';
import { useSessionStore } from '@/lib/session-store';
import { useStocks } from '../api/get-stocks';
import { MarketTypeTabs } from '@/components/market-type-tabs/market-type-tabs';
import { StockList } from './stock-list';
import styles from './market.module.css';

/** /quotes/moreStock: every stock of the market, a page at a time, prices live. */
export function MoreStockScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const type = useSessionStore((state) => state.marketType);
  const stocks = useStocks(type, language);
  const rows = stocks.data?.pages.flatMap((page) => page.items) ?? [];
  const total = stocks.data?.pages[0]?.total;

  return (
    <div className={styles.page} data-testid="more-stock-screen">
      <div className={styles.pageTop}>
        <MarketTypeTabs testIdPrefix="stocks" />
        {total !== undefined && (
          <span className={styles.sectionNote} data-testid="stocks-total">
            {t('market.stocksTotal', { count: total })}
          </span>
        )}
      </div>
      <DataNotice showLive className={styles.pageNotice} />
      <section className={styles.card}>
        {rows.length > 0 && <StockList rows={rows} testId="stock-list" />}
        {stocks.data && rows.length === 0 && <NoData />}
        <InfiniteScroll
          hasMore={stocks.data ? stocks.hasNextPage : true}
          loadMore={async () => {
            await stocks.fetchNextPage();
          }}
        >
          {stocks.hasNextPage || !stocks.data ? undefined : (
            <span className={styles.listEnd}>{t('market.listEnd')}</span>
          )}
        </InfiniteScroll>
      </section>
    </div>
  );
}
