import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { marketOfCode } from '@kabuto/shared/markets';
import { compactMoney, compactNumber, signOf } from '@/lib/market-format';
import { redIsUp, useUpDownStore } from '@/lib/updown';
import type { MarketSummary } from '@kabuto/shared/contracts/market';
import { Amount } from '@/components/amount/amount';
import styles from './market.module.css';

const INVESTORS = ['individuals', 'foreigners', 'institutions'] as const;

/** Breadth, turnover and net buying by investor type, with small bars. */
export function MarketSummaryCard({ summary }: { summary: MarketSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const swapped = useUpDownStore((state) => state.swapped);
  const redUp = redIsUp(summary.market, swapped);
  const { currency } = marketOfCode(summary.market);
  const upClass = redUp ? styles.barRed : styles.barGreen;
  const downClass = redUp ? styles.barGreen : styles.barRed;
  const total = Math.max(1, summary.advancers + summary.decliners + summary.unchanged);
  const flows = INVESTORS.map((key) => ({ key, value: Number(summary.net_buying[key]) }));
  const largest = Math.max(1, ...flows.map((flow) => Math.abs(flow.value)));

  return (
    <div className={styles.summary} data-testid="market-summary">
      <div className={styles.breadthHead}>
        <span className={`${styles.breadthUp} ${redUp ? styles.textRed : styles.textGreen}`}>
          {t('market.advancers')} <Amount as="b" value={summary.advancers} />
        </span>
        <span className={styles.breadthFlat}>
          {t('market.unchanged')} <Amount as="b" value={summary.unchanged} />
        </span>
        <span className={`${styles.breadthDown} ${redUp ? styles.textGreen : styles.textRed}`}>
          {t('market.decliners')} <Amount as="b" value={summary.decliners} />
        </span>
      </div>
      <div className={styles.breadthBar} aria-hidden="true">
        <span className={upClass} style={{ flexGrow: summary.advancers / total }} />
        <span className={styles.barFlat} style={{ flexGrow: summary.unchanged / total }} />
        <span className={downClass} style={{ flexGrow: summary.decliners / total }} />
      </div>

      <div className={styles.turnoverRow}>
        <span>{t('market.turnover')}</span>
        <Amount
          as="strong"
          testId="summary-turnover"
          value={compactMoney(summary.turnover, currency, language)}
        />
      </div>

      <h4 className={styles.flowTitle}>{t('market.netBuying', { currency })}</h4>
      <ul className={styles.flows}>
        {flows.map((flow) => {
          const sign = signOf(summary.net_buying[flow.key]);
          const width = `${(Math.abs(flow.value) / largest) * 50}%`;
          return (
            <li key={flow.key} data-testid={`net-buying-${flow.key}`}>
              <span className={styles.flowLabel}>{t(`market.investors.${flow.key}`)}</span>
              <span className={styles.flowTrack} aria-hidden="true">
                <span className={styles.flowAxis} />
                <span
                  className={`${styles.flowBar} ${sign >= 0 ? upClass : downClass}`}
                  style={sign >= 0 ? { left: '50%', width } : { right: '50%', width }}
                />
              </span>
              <span
                className={`${styles.flowValue} kb-figure ${
                  sign === 0 ? '' : sign > 0 === redUp ? styles.textRed : styles.textGreen
                }`}
              >
                {sign > 0 ? '+' : ''}
                {compactNumber(summary.net_buying[flow.key], language)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
