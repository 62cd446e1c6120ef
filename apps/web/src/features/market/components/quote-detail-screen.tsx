import { memo, useDeferredValue, type ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import type { Quote } from '@kabuto/shared/contracts/market';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { useLiveTick, type LiveTick } from '@/lib/live-quotes';
import { useQuote } from '../api/get-quote';
import { useQuoteChart, type QuoteChartState } from '../hooks/use-quote-chart';
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
  // The query and tick stores render at once when an answer or a tick comes. The screen draws
  // from deferred copies: that render only finds them unchanged, and React then draws the screen
  // in slices it can pause, so no answer or tick holds the phone for a long task.
  const q = useDeferredValue(quote.data);
  const tick = useDeferredValue(useLiveTick(code));
  const chart = useQuoteChart(code);

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
  return (
    <QuoteBody
      quote={q}
      tick={tick}
      chart={chart}
      language={language}
      orderEntry={orderEntry}
      alerts={alerts}
    />
  );
}

interface QuoteBodyProps {
  quote: Quote;
  tick: LiveTick | undefined;
  chart: QuoteChartState;
  language: Language;
  orderEntry: QuoteDetailScreenProps['orderEntry'];
  alerts: QuoteDetailScreenProps['alerts'];
}

const QuoteBody = memo(function QuoteBody({
  quote: q,
  tick,
  chart,
  language,
  orderEntry,
  alerts,
}: QuoteBodyProps) {
  const { t } = useTranslation();
  const live: Quote = {
    ...q,
    price: tick?.price ?? q.price,
    change: tick?.change ?? q.change,
    change_pct: tick?.change_pct ?? q.change_pct,
  };

  return (
    <div
      className={`${styles.page} ${orderEntry ? styles.withActionBar : ''}`}
      data-testid="quote-detail"
      data-code={q.code}
    >
      <QuoteHead quote={live} at={tick?.at ?? q.at} language={language} />
      <MiniStats quote={q} />
      <QuoteChart quote={q} language={language} tick={tick} chart={chart} />
      <section className={styles.card}>
        <div className={styles.cardHead}>
          <h3>{t('market.detail.keyFigures')}</h3>
          <span className={styles.sectionNote}>
            {t('market.tradingDay')} {q.trading_day}
          </span>
        </div>
        <KeyFigures quote={q} language={language} />
      </section>

      {alerts?.(live)}
      {orderEntry?.(live)}
    </div>
  );
});
