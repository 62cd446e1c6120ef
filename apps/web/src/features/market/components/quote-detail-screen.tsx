import { memo, useDeferredValue, type ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import type { Quote } from '@kabuto/shared/contracts/market';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { useQuote } from '../api/get-quote';
import { useQuoteChart } from '../hooks/use-quote-chart';
import { KeyFigures } from './key-figures';
import { QuoteChart } from './quote-chart';
import { MiniStats, QuoteHead } from './quote-head';
import styles from './market.module.css';

interface QuoteDetailScreenProps {
  /** Order entry for the quote on show, supplied by the trading feature. */
  orderEntry?: (quote: Quote) => ReactNode;
  /** The stock's price alerts, supplied by the alerts feature. */
  alerts?: (quote: Quote) => ReactNode;
}

/** /quotes/info?code=…: price, chart, key figures, watchlist and order entry of one stock. */
export function QuoteDetailScreen({ orderEntry, alerts }: QuoteDetailScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  if (!code) {
    return (
      <div className={styles.page} data-testid="quote-detail-empty">
        <section className={styles.card}>
          <NoData text={t('market.detail.choose')} />
          <div className={styles.centered}>
            <Button color="primary" shape="rounded" onClick={() => navigate('/quotes/search')}>
              <Icon name="search" size={16} strokeWidth={2.2} /> {t('market.detail.toSearch')}
            </Button>
          </div>
        </section>
      </div>
    );
  }
  return <QuoteDetail key={code} code={code} orderEntry={orderEntry} alerts={alerts} />;
}

function QuoteDetail({
  code,
  orderEntry,
  alerts,
}: {
  code: string;
  orderEntry: QuoteDetailScreenProps['orderEntry'];
  alerts: QuoteDetailScreenProps['alerts'];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const quote = useQuote(code, language);
  // The query store renders at once when an answer comes. The screen draws from a deferred copy:
  // that render only finds it unchanged, and React then draws the screen in slices it can pause,
  // so no answer holds the phone for a long task. Ticks are not followed here: the parts showing
  // the live price follow them (useLiveQuote), so a tick redraws those alone.
  const q = useDeferredValue(quote.data);

  if (quote.isError) {
    return (
      <div className={styles.page} data-testid="quote-detail-missing">
        <section className={styles.card}>
          <NoData text={t('market.detail.missing')} />
        </section>
      </div>
    );
  }
  if (!q) {
    return (
      <div className={styles.loadingPage}>
        <DotLoading />
      </div>
    );
  }
  return <QuoteBody quote={q} language={language} orderEntry={orderEntry} alerts={alerts} />;
}

interface QuoteBodyProps {
  quote: Quote;
  language: Language;
  orderEntry: QuoteDetailScreenProps['orderEntry'];
  alerts: QuoteDetailScreenProps['alerts'];
}

const QuoteBody = memo(function QuoteBody({
  quote: q,
  language,
  orderEntry,
  alerts,
}: QuoteBodyProps) {
  const { t } = useTranslation();
  // Here, not above: the chart's bars are asked for once the price is drawn (use-quote-chart.ts).
  const chart = useQuoteChart(q.code);

  return (
    <div
      className={`${styles.page} ${orderEntry ? styles.withActionBar : ''}`}
      data-testid="quote-detail"
      data-code={q.code}
    >
      <QuoteHead quote={q} language={language} />
      <MiniStats quote={q} />
      <QuoteChart quote={q} language={language} chart={chart} />
      <section className={styles.card}>
        <div className={styles.cardHead}>
          <h3>{t('market.detail.keyFigures')}</h3>
          <span className={styles.sectionNote}>
            {t('market.tradingDay')} {q.trading_day}
          </span>
        </div>
        <KeyFigures quote={q} language={language} />
      </section>

      {alerts?.(q)}
      {orderEntry?.(q)}
    </div>
  );
});
