import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { LivePrice } from '@/components/live-price/live-price';
import { toneChip } from '@/components/tone/tone';
import type { LiveTick } from '@/lib/live-quotes';
import { useLiveTicks, withTick } from '@/lib/live-quotes';
import { compactMoney, formatPct } from '@/lib/market-format';
import { useTone } from '@/lib/updown';
import type { StockRow } from '@kabuto/shared/contracts/market';
import styles from './market.module.css';

export function quoteLink(code: string): string {
  return `/quotes/info?code=${encodeURIComponent(code)}`;
}

interface StockRowViewProps {
  row: StockRow;
  tick: LiveTick | undefined;
  /** Rank number shown before the name (rankings). */
  rank?: number | undefined;
  /** What the second line shows besides the code: nothing more, or the day's turnover. */
  detail?: 'code' | 'turnover';
  /** Something at the end of the row (an edit control); the rest still opens the detail. */
  trailing?: ReactNode;
}

/** One stock: name, code, live price and the day's change; opens the stock's detail. */
export function StockRowView({ row, tick, rank, detail = 'code', trailing }: StockRowViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const tone = useTone();
  const { price, change, change_pct: pct } = withTick(row, tick);
  const link = (
    <Link to={quoteLink(row.code)} className={trailing ? styles.stockLinkInner : styles.stockRow}>
      {rank !== undefined && <span className={styles.rank}>{rank}</span>}
      <span className={styles.stockName}>
        <strong>{row.name}</strong>
        <span>
          <em className={styles.marketTag} data-market={row.market}>
            {row.market}
          </em>
          {row.code}
          {detail === 'turnover' && (
            <span className={styles.turnover} title={t('market.turnover')}>
              · {compactMoney(row.turnover, row.currency, language)}
            </span>
          )}
        </span>
      </span>
      <LivePrice
        market={row.market}
        price={price}
        change={change}
        className={styles.stockPrice}
        testId={`price-${row.code}`}
      />
      <span className={`${styles.pctChip} ${toneChip(tone(row.market, change))}`}>
        {formatPct(pct)}
      </span>
    </Link>
  );
  return trailing ? (
    <div className={styles.stockRow}>
      {link}
      {trailing}
    </div>
  ) : (
    link
  );
}

interface StockListProps {
  rows: readonly StockRow[];
  detail?: 'code' | 'turnover';
  /** Rank numbers before the rows (rankings). */
  ranked?: boolean;
  testId?: string;
}

/** Rows with the last price streaming live. */
export function StockList({ rows, detail = 'code', ranked = false, testId }: StockListProps) {
  const ticks = useLiveTicks(rows.map((row) => row.code));
  return (
    <ul className={styles.stockList} data-testid={testId}>
      {rows.map((row, index) => (
        <li key={row.code} data-testid={`stock-row-${row.code}`}>
          <StockRowView
            row={row}
            tick={ticks.get(row.code)}
            rank={ranked ? index + 1 : undefined}
            detail={detail}
          />
        </li>
      ))}
    </ul>
  );
}
