import { Link } from 'react-router';
import { toneText } from '@/components/tone/tone';
import { formatChange, formatPct, formatPrice } from '@/lib/market-format';
import { useTone } from '@/lib/updown';
import type { IndexRow } from '@kabuto/shared/contracts/market';
import { Amount } from '@/components/amount/amount';
import styles from './market.module.css';

/** Index levels as a row of cards that scrolls sideways. */
export function IndexCards({ rows }: { rows: readonly IndexRow[] }) {
  const tone = useTone();
  return (
    <div className={styles.indexCards} data-testid="index-cards">
      {rows.map((row) => {
        const tint = tone(row.market, row.change);
        return (
          <Link
            key={row.code}
            to="/quotes/moreZhishu"
            className={`${styles.indexCard} ${styles[`tint_${tint}`] ?? ''}`}
            data-testid={`index-card-${row.code}`}
          >
            <span className={styles.indexName}>{row.name}</span>
            <Amount as="strong" className={toneText(tint)} value={formatPrice(row.price)} />
            <span className={`${styles.indexChange} ${toneText(tint)} kb-figure`}>
              {formatChange(row.change)} {formatPct(row.change_pct)}
            </span>
          </Link>
        );
      })}
    </div>
  );
}
