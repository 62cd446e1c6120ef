import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { DataNotice } from '@/components/data-notice/data-notice';
import { toneChip, toneText } from '@/components/tone/tone';
import type { Market } from '@/lib/market-format';
import { formatChange, formatPct, formatPrice } from '@/lib/market-format';
import { useTone } from '@/lib/updown';
import { Amount } from '@/components/amount/amount';
import { useIndices } from '../api/get-indices';
import type { IndexRow } from '@kabuto/shared/contracts/market';
import { SessionBadge } from './session-badge';
import styles from './market.module.css';

const MARKET_ORDER: readonly Market[] = ['JP', 'US', 'CN', 'KR', 'SA'];

/** /quotes/moreZhishu: every index, grouped by market, refreshed every few seconds. */
export function MoreIndexScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const indices = useIndices(undefined, language);
  const tone = useTone();
  const groups = MARKET_ORDER.map((market) => ({
    market,
    rows: (indices.data ?? []).filter((row) => row.market === market),
  })).filter((group) => group.rows.length > 0);

  return (
    <div className={styles.page} data-testid="more-index-screen">
      <DataNotice className={styles.pageNotice} />
      {!indices.data && (
        <div className={styles.loading}>
          <DotLoading />
        </div>
      )}
      {groups.map((group) => (
        <section key={group.market} className={styles.card}>
          <div className={styles.cardHead}>
            <h3>{t(`market.marketNames.${group.market}`)}</h3>
            {group.rows[0] && <SessionBadge session={group.rows[0].session} />}
          </div>
          <ul className={styles.indexList}>
            {group.rows.map((row: IndexRow) => {
              const tint = tone(row.market, row.change);
              return (
                <li key={row.code} data-testid={`index-row-${row.code}`}>
                  <div className={styles.indexListName}>
                    <strong>{row.name}</strong>
                    <span>
                      {row.code}
                      {row.quote_only && (
                        <em className={styles.quoteOnly}>{t('market.quoteOnly')}</em>
                      )}
                    </span>
                  </div>
                  <div className={styles.indexListFigures}>
                    <Amount as="strong" className={toneText(tint)} value={formatPrice(row.price)} />
                    <span className={styles.indexListRange}>
                      <span className="kb-figure">
                        {t('market.figures.high')} {formatPrice(row.high)}
                      </span>
                      <span className="kb-figure">
                        {t('market.figures.low')} {formatPrice(row.low)}
                      </span>
                    </span>
                  </div>
                  <div className={styles.indexListChange}>
                    <span className={`${styles.pctChip} ${toneChip(tint)}`}>
                      {formatPct(row.change_pct)}
                    </span>
                    <Amount className={toneText(tint)} value={formatChange(row.change)} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
