import { DotLoading } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { useLanguage } from '@/i18n/i18n';
import { useNewsArticle } from '../api/get-news-article';
import { paragraphsOf } from '../utils/published-day';
import { NewsChart, chartCode } from './news-chart';
import { NewsImage, PublishedTime } from './news-image';
import styles from './news.module.css';

/** /news/info?id=N: one article with its picture and its paragraphs. */
export function NewsInfoScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [language] = useLanguage();
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  const article = useNewsArticle(Number.isSafeInteger(id) ? id : 0, language);

  if (article.isPending && id > 0) {
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  }

  if (!article.data) {
    return (
      <div className={styles.page} data-testid="news-article-missing">
        <NoData text={t('news.notFound')} />
        <button type="button" className={styles.toList} onClick={() => navigate('/news/index')}>
          {t('news.toList')}
        </button>
      </div>
    );
  }

  const data = article.data;
  return (
    <article className={styles.article} data-testid="news-article">
      <NewsImage src={data.image} className={styles.articleImage} />
      <div className={styles.articleBody}>
        <div className={styles.meta}>
          <span className={styles.market} data-market={data.market}>
            {t(`news.markets.${data.market}`)}
          </span>
          <PublishedTime iso={data.published_at} />
        </div>
        <h1 className={styles.articleTitle} data-testid="news-article-title">
          {data.title}
        </h1>
        <p className={styles.lead}>{data.summary}</p>
        <div className={styles.paragraphs} data-testid="news-article-body">
          {paragraphsOf(data.body).map((paragraph, index) => {
            const code = chartCode(paragraph);
            return code ? <NewsChart key={index} code={code} /> : <p key={index}>{paragraph}</p>;
          })}
        </div>
        <p className={styles.source}>
          <Icon name="info" size={14} strokeWidth={2.2} />
          {t('news.source')}
        </p>
        <button type="button" className={styles.toList} onClick={() => navigate('/news/index')}>
          <Icon name="news" size={16} strokeWidth={2} />
          {t('news.toList')}
        </button>
      </div>
    </article>
  );
}
