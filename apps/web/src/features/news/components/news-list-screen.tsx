import { DotLoading, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isMarketType, MARKET_TYPES } from '@kabuto/shared/markets';
import { NoData } from '@/components/no-data/no-data';
import { useLanguage } from '@/i18n/i18n';
import { useNews } from '../api/get-news';
import type { NewsSummary } from '@kabuto/shared/contracts/news';
import { NewsImage, PublishedTime } from './news-image';
import styles from './news.module.css';

/** SPEC §9: the pull-to-refresh head is 50 px high. */
const PULL_HEAD_HEIGHT = 50;
const TABS = ['all', ...MARKET_TYPES] as const;

/**
 * /news/index: published articles, newest first, for every market or one (the tab is kept in
 * the address, so coming back from an article shows the same list). Pulling down reloads.
 */
export function NewsListScreen() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('market');
  const market = isMarketType(raw) ? raw : undefined;
  const news = useNews(market, language);
  const items = news.data?.pages.flat() ?? [];
  const [featured, ...rest] = items;

  return (
    <div className={styles.page} data-testid="news-screen">
      <div className={styles.tabs} role="tablist" aria-label={t('news.tabsLabel')}>
        {TABS.map((tab) => {
          const selected = (market ?? 'all') === tab;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={selected}
              className={selected ? styles.tabActive : styles.tab}
              onClick={() => setSearch(tab === 'all' ? {} : { market: tab }, { replace: true })}
              data-testid={`news-tab-${tab}`}
            >
              {t(`news.tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      <PullToRefresh
        headHeight={PULL_HEAD_HEIGHT}
        threshold={PULL_HEAD_HEIGHT}
        onRefresh={async () => {
          await news.refetch();
        }}
      >
        <div className={styles.listArea}>
          {news.isPending ? (
            <div className={styles.loading}>
              <DotLoading />
            </div>
          ) : items.length === 0 ? (
            <NoData text={t('news.empty')} />
          ) : (
            <>
              {featured && <FeaturedArticle article={featured} />}
              {rest.length > 0 && (
                <ul className={styles.list}>
                  {rest.map((article) => (
                    <ArticleRow key={article.id} article={article} />
                  ))}
                </ul>
              )}
              <InfiniteScroll
                hasMore={news.hasNextPage}
                loadMore={async () => {
                  await news.fetchNextPage();
                }}
              >
                <div className={styles.more}>
                  {news.hasNextPage ? <DotLoading /> : t('news.noMore')}
                </div>
              </InfiniteScroll>
            </>
          )}
        </div>
      </PullToRefresh>
    </div>
  );
}

function MarketTag({ market }: { market: NewsSummary['market'] }) {
  const { t } = useTranslation();
  return (
    <span className={styles.market} data-market={market}>
      {t(`news.markets.${market}`)}
    </span>
  );
}

function useOpenArticle() {
  const navigate = useNavigate();
  return (id: number) => navigate(`/news/info?id=${id}`);
}

function FeaturedArticle({ article }: { article: NewsSummary }) {
  const open = useOpenArticle();
  return (
    <button
      type="button"
      className={styles.featured}
      onClick={() => open(article.id)}
      data-testid={`news-item-${article.id}`}
    >
      <NewsImage src={article.image} className={styles.featuredImage} />
      <span className={styles.featuredBody}>
        <span className={styles.meta}>
          <MarketTag market={article.market} />
          <PublishedTime iso={article.published_at} />
        </span>
        <strong className={styles.featuredTitle} data-testid="news-item-title">
          {article.title}
        </strong>
        <span className={styles.summary}>{article.summary}</span>
      </span>
    </button>
  );
}

function ArticleRow({ article }: { article: NewsSummary }) {
  const open = useOpenArticle();
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        onClick={() => open(article.id)}
        data-testid={`news-item-${article.id}`}
      >
        <span className={styles.rowText}>
          <strong className={styles.rowTitle} data-testid="news-item-title">
            {article.title}
          </strong>
          <span className={styles.rowSummary}>{article.summary}</span>
          <span className={styles.meta}>
            <MarketTag market={article.market} />
            <PublishedTime iso={article.published_at} />
          </span>
        </span>
        <NewsImage src={article.image} className={styles.thumb} />
      </button>
    </li>
  );
}
