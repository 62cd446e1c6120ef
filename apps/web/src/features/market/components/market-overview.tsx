import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DotLoading } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { TabRow } from '@/components/tab-row/tab-row';
import { afterPaintWhenIdle } from '@/lib/idle';
import { useSessionStore } from '@/lib/session-store';
import { useIndices } from '../api/get-indices';
import { rankingQueryOptions, useRanking } from '../api/get-ranking';
import { useSummary } from '../api/get-summary';
import type { RankingSort } from '@kabuto/shared/contracts/market';
import { IndexCards } from './index-cards';
import { MarketSummaryCard } from './market-summary-card';
import { MarketTypeTabs } from '@/components/market-type-tabs/market-type-tabs';
import { SessionBadge } from './session-badge';
import { StockList } from './stock-list';
import styles from './market.module.css';

const SORTS: readonly RankingSort[] = ['active', 'gainers', 'losers'];
/** The home screen shows the top of each ranking; the full list is one tap away. */
const HOME_RANKING_ROWS = 10;
/** How long the other ranking tabs wait for an idle moment at most before they are asked for. */
const OTHER_TABS_WAIT_MS = 3_000;

/** The home screen's market section: indices, rankings and the day's summary. */
export function MarketOverview() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const type = useSessionStore((state) => state.marketType);
  const indices = useIndices(undefined, language);
  const summary = useSummary(type, language);
  const market = MARKETS[type].code;
  // The market's own indices first, then the Korean and Saudi quotes (PRODUCT.md "Markets").
  const cards = (indices.data ?? []).filter((row) => row.market === market || row.quote_only);

  return (
    <div className={styles.overview} data-testid="market-overview" data-type={type}>
      <div className={styles.overviewHead}>
        <MarketTypeTabs testIdPrefix="home" />
        {summary.data && <SessionBadge session={summary.data.session} />}
      </div>
      <DataNotice practice={summary.data?.practice} showLive className={styles.overviewNotice} />

      <div className={styles.sectionHead}>
        <h3>{t('market.indices')}</h3>
        <Link to="/quotes/moreZhishu" className={styles.moreLink} data-testid="home-more-indices">
          {t('market.more')}
          <Icon name="chevron" size={14} strokeWidth={2.4} />
        </Link>
      </div>
      {indices.data ? <IndexCards rows={cards} /> : <Loading />}

      <RankingCard type={type} language={language} />

      <div className={styles.sectionHead}>
        <h3>{t('market.summary')}</h3>
        {summary.data && (
          <span className={styles.sectionNote}>
            {t('market.tradingDay')} {summary.data.trading_day}
          </span>
        )}
      </div>
      <div className={styles.card}>
        {summary.data ? <MarketSummaryCard summary={summary.data} /> : <Loading />}
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div className={styles.loading}>
      <DotLoading />
    </div>
  );
}

/** The top of the day's rankings (most active, gainers, losers), one tab at a time. */
function RankingCard({ type, language }: { type: MarketType; language: Language }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<RankingSort>('active');
  const ranking = useRanking(type, sort, language);
  // The other tabs' rows are asked for once the screen is drawn and the browser has a moment, so
  // a tap shows them at once rather than a loading mark.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      afterPaintWhenIdle(() => {
        // The tab on show is fresh already: asking for it again asks nothing.
        for (const tab of SORTS)
          void queryClient.prefetchQuery(rankingQueryOptions(type, tab, language));
      }, OTHER_TABS_WAIT_MS),
    [queryClient, type, language],
  );
  return (
    <div className={styles.card} data-testid="ranking-card">
      <TabRow
        tabs={SORTS}
        active={sort}
        onSelect={setSort}
        label={(key) => t(`market.rankingTabs.${key}`)}
        testId={(key) => `ranking-tab-${key}`}
        look="scroll"
      />
      {ranking.data ? (
        ranking.data.length ? (
          <StockList
            rows={ranking.data.slice(0, HOME_RANKING_ROWS)}
            ranked
            detail={sort === 'active' ? 'turnover' : 'code'}
            testId={`ranking-${sort}`}
          />
        ) : (
          <NoData />
        )
      ) : (
        <Loading />
      )}
      <Link to="/quotes/moreStock" className={styles.cardFooterLink} data-testid="home-more-stocks">
        {t('market.allStocks')}
        <Icon name="chevron" size={14} strokeWidth={2.4} />
      </Link>
    </div>
  );
}
