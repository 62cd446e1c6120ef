import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import type { Quote } from '@kabuto/shared/contracts/market';
import { Amount } from '@/components/amount/amount';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Icon } from '@/components/icon/icon';
import { LivePrice } from '@/components/live-price/live-price';
import { toneText } from '@/components/tone/tone';
import { useMessage } from '@/i18n/i18n';
import { useLiveQuote } from '@/lib/live-quotes';
import { formatChange, formatDateTime, formatPct, formatPrice } from '@/lib/market-format';
import { showMessage } from '@/lib/toast';
import { useTone } from '@/lib/updown';
import { useChangeWatchlist, useWatchlist } from '../api/watchlist';
import { SessionBadge } from './session-badge';
import styles from './market.module.css';

/** Boards that are the exchange itself (a US listing): the exchange is named once. */
const EXCHANGE_BOARDS: ReadonlySet<Quote['board']> = new Set(['nyse', 'nasdaq']);

interface QuoteHeadProps {
  /** The quote as answered: the head applies the live ticks to it. */
  quote: Quote;
  language: Language;
}

/** The stock detail's head: name, market and board, watch toggle, live price and session. */
export function QuoteHead({ quote, language }: QuoteHeadProps) {
  const { t } = useTranslation();
  const q = useLiveQuote(quote);
  const tone = useTone();
  const tint = tone(q.market, q.change);
  return (
    <section className={styles.quoteHead}>
      <div className={styles.quoteTitle}>
        <div>
          <h2 data-testid="quote-name">{q.name}</h2>
          <span className={styles.quoteMeta} data-testid="quote-meta">
            <em className={styles.marketTag} data-market={q.market}>
              {q.market}
            </em>
            {q.code} ·{' '}
            {t(`market.exchanges.${q.exchange}` as 'market.exchanges.XTKS', {
              defaultValue: q.exchange,
            })}
            {!EXCHANGE_BOARDS.has(q.board) &&
              ` · ${t(`market.boards.${q.board}` as 'market.boards.prime', { defaultValue: q.board })}`}
          </span>
        </div>
        <WatchToggle code={q.code} language={language} />
      </div>
      <div className={styles.quotePriceRow}>
        <LivePrice
          market={q.market}
          price={q.price}
          change={q.change}
          className={styles.quotePrice}
          testId="quote-price"
        />
        <span
          className={`${styles.quoteChange} ${toneText(tint)} kb-figure`}
          data-testid="quote-change"
        >
          {formatChange(q.change)}
          <br />
          {formatPct(q.change_pct)}
        </span>
        <span className={styles.quoteCurrency}>{q.currency}</span>
      </div>
      <div className={styles.quoteStatus}>
        <SessionBadge session={q.session} />
        <span data-testid="quote-at">
          {t('market.detail.updated')} {formatDateTime(q.at, language)}
        </span>
      </div>
      <DataNotice practice={q.practice} showLive />
    </section>
  );
}

/** Open, high, low and previous close under the head. */
export const MiniStats = memo(function MiniStats({ quote: q }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
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
  );
});

/** Kept from re-rendering on each tick of the head around it. */
const WatchToggle = memo(function WatchToggle({
  code,
  language,
}: {
  code: string;
  language: Language;
}) {
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
});
