import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Icon } from '@/components/icon/icon';
import { LivePrice } from '@/components/live-price/live-price';
import { NoData } from '@/components/no-data/no-data';
import { toneText } from '@/components/tone/tone';
import { useMessage } from '@/i18n/i18n';
import { useLiveTick } from '@/lib/live-quotes';
import {
  decimalsOf,
  formatChange,
  formatDateTime,
  formatPct,
  formatPrice,
} from '@/lib/market-format';
import { showMessage } from '@/lib/toast';
import { useTone } from '@/lib/updown';
import { Amount } from '@/components/amount/amount';
import { useKline } from '../api/get-kline';
import { useKlineAdjust } from '../hooks/use-kline-adjust';
import { useQuote } from '../api/get-quote';
import { useChangeWatchlist, useWatchlist } from '../api/watchlist';
import type { Adjustment, KlinePeriod, Quote } from '@kabuto/shared/contracts/market';
import type { MainIndicator, SubIndicator } from './kline-chart';
import { KlineChart, MAIN_INDICATORS, SUB_INDICATORS } from './kline-chart';
import { KeyFigures } from './key-figures';
import { SessionBadge } from './session-badge';
import styles from './market.module.css';

/** The chart tabs and adjustments offered, in the order shown (the contract has the same values). */
const KLINE_PERIODS: readonly KlinePeriod[] = [
  'time',
  '5m',
  '15m',
  '30m',
  'day',
  'week',
  'month',
  'year',
];
const ADJUSTMENTS: readonly Adjustment[] = ['none', 'forward', 'backward'];

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
  const tick = useLiveTick(code);
  const tone = useTone();
  const [period, setPeriod] = useState<KlinePeriod>('day');
  const [adjust, setAdjust] = useKlineAdjust();
  const [main, setMain] = useState<MainIndicator>('MA');
  const [sub, setSub] = useState<SubIndicator>('VOL');
  const kline = useKline(code, period, adjust);

  if (quote.isError) {
    return (
      <div className={styles.page} data-testid="quote-detail-missing">
        <section className={styles.card}>
          <NoData text={t('market.detail.missing')} />
        </section>
      </div>
    );
  }
  if (!quote.data) {
    return (
      <div className={styles.loadingPage}>
        <DotLoading />
      </div>
    );
  }
  const q = quote.data;
  const price = tick?.price ?? q.price;
  const change = tick?.change ?? q.change;
  const pct = tick?.change_pct ?? q.change_pct;
  const tint = tone(q.market, change);

  return (
    <div
      className={`${styles.page} ${orderEntry ? styles.withActionBar : ''}`}
      data-testid="quote-detail"
      data-code={q.code}
    >
      <section className={styles.quoteHead}>
        <div className={styles.quoteTitle}>
          <div>
            <h2 data-testid="quote-name">{q.name}</h2>
            <span className={styles.quoteMeta}>
              <em className={styles.marketTag} data-market={q.market}>
                {q.market}
              </em>
              {q.code} ·{' '}
              {t(`market.exchanges.${q.exchange}` as 'market.exchanges.XTKS', {
                defaultValue: q.exchange,
              })}{' '}
              · {t(`market.boards.${q.board}` as 'market.boards.prime', { defaultValue: q.board })}
            </span>
          </div>
          <WatchToggle code={q.code} language={language} />
        </div>
        <div className={styles.quotePriceRow}>
          <LivePrice
            market={q.market}
            price={price}
            change={change}
            className={styles.quotePrice}
            testId="quote-price"
          />
          <span
            className={`${styles.quoteChange} ${toneText(tint)} kb-figure`}
            data-testid="quote-change"
          >
            {formatChange(change)}
            <br />
            {formatPct(pct)}
          </span>
          <span className={styles.quoteCurrency}>{q.currency}</span>
        </div>
        <div className={styles.quoteStatus}>
          <SessionBadge session={q.session} />
          <span data-testid="quote-at">
            {t('market.detail.updated')} {formatDateTime(tick?.at ?? q.at, language)}
          </span>
        </div>
        <DataNotice practice={q.practice} showLive />
      </section>

      <dl className={styles.miniStats}>
        {(
          [
            ['open', q.open],
            ['high', q.high],
            ['low', q.low],
            ['prevClose', q.prev_close],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt>{t(`market.figures.${key}`)}</dt>
            <Amount as="dd" value={formatPrice(value)} />
          </div>
        ))}
      </dl>

      <section className={styles.chartCard}>
        <div className={styles.periodTabs} role="tablist">
          {KLINE_PERIODS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={key === period}
              className={key === period ? styles.periodActive : undefined}
              onClick={() => setPeriod(key)}
              data-testid={`period-${key}`}
            >
              {t(`market.periods.${key}`)}
            </button>
          ))}
        </div>
        <div className={styles.chartWrap}>
          <KlineChart
            code={q.code}
            market={q.market}
            language={language}
            period={period}
            main={main}
            sub={sub}
            data={kline.data}
            pricePrecision={decimalsOf(q.price)}
            tick={tick}
          />
          {kline.isFetching && (
            <span className={styles.chartLoading}>
              <DotLoading />
            </span>
          )}
        </div>
        <div className={styles.chartControls}>
          {period !== 'time' && (
            <ChipRow
              label={t('market.detail.main')}
              options={MAIN_INDICATORS}
              value={main}
              onChange={setMain}
              render={(key) => (key === 'none' ? t('market.detail.none') : key)}
              testIdPrefix="main"
            />
          )}
          <ChipRow
            label={t('market.detail.sub')}
            options={SUB_INDICATORS}
            value={sub}
            onChange={setSub}
            render={(key) => key}
            testIdPrefix="sub"
          />
          {period !== 'time' && (
            <ChipRow
              label={t('market.detail.adjust')}
              options={ADJUSTMENTS}
              value={adjust}
              onChange={setAdjust}
              render={(key) => t(`market.adjusts.${key}`)}
              testIdPrefix="adjust"
            />
          )}
        </div>
      </section>

      <section className={styles.card}>
        <div className={styles.cardHead}>
          <h3>{t('market.detail.keyFigures')}</h3>
          <span className={styles.sectionNote}>
            {t('market.tradingDay')} {q.trading_day}
          </span>
        </div>
        <KeyFigures quote={q} language={language} />
      </section>

      {alerts?.({ ...q, price, change, change_pct: pct })}
      {orderEntry?.({ ...q, price, change, change_pct: pct })}
    </div>
  );
}

interface ChipRowProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  render: (value: T) => string;
  testIdPrefix: string;
}

function ChipRow<T extends string>({
  label,
  options,
  value,
  onChange,
  render,
  testIdPrefix,
}: ChipRowProps<T>) {
  return (
    <div className={styles.chipRow}>
      <span className={styles.chipLabel}>{label}</span>
      <div className={styles.chips}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === value}
            className={option === value ? styles.chipActive : undefined}
            onClick={() => onChange(option)}
            data-testid={`${testIdPrefix}-${option}`}
          >
            {render(option)}
          </button>
        ))}
      </div>
    </div>
  );
}

function WatchToggle({ code, language }: { code: string; language: Language }) {
  const { t } = useTranslation();
  const message = useMessage();
  const watchlist = useWatchlist(language);
  const change = useChangeWatchlist();
  const watched = watchlist.data?.some((row) => row.code === code) ?? false;
  const toggle = async () => {
    const msg = await change.mutateAsync({ code, add: !watched });
    showMessage(message(msg));
  };
  return (
    <button
      type="button"
      className={`${styles.watchButton} ${watched ? styles.watched : ''}`}
      onClick={() => void toggle()}
      disabled={!watchlist.data || change.isPending}
      aria-pressed={watched}
      data-testid="watch-toggle"
      data-watched={watched}
    >
      <Icon name="star" size={18} strokeWidth={2} />
      {watched ? t('market.detail.watchRemove') : t('market.detail.watchAdd')}
    </button>
  );
}
