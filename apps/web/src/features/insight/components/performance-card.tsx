import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import { PERFORMANCE_RANGES } from '@kabuto/shared/insight-kinds';
import type { PerformanceRange } from '@kabuto/shared/insight-kinds';
import { Amount } from '@/components/amount/amount';
import { Card } from '@/components/screen-kit/screen-kit';
import { toneText } from '@/components/tone/tone';
import { useSessionStore } from '@/lib/session-store';
import { useTone } from '@/lib/updown';
import { usePerformance } from '../api/get-performance';
import { EquityCurve } from './equity-curve';
import styles from './insight.module.css';

/**
 * My Page: the equity curve of the chosen market type's currency over a range, the range's
 * time-weighted return (deposits and withdrawals are not gains), realised and unrealised P&L.
 */
export function PerformanceCard() {
  const { t } = useTranslation();
  const type = useSessionStore((state) => state.marketType);
  const market = MARKETS[type];
  const tone = useTone();
  const [range, setRange] = useState<PerformanceRange>('1m');
  const performance = usePerformance(type, range);
  const data = performance.data;
  const signed = (value: string | undefined, suffix = '') =>
    value === undefined ? '—' : `${Number(value) > 0 ? '+' : ''}${displayMoney(value)}${suffix}`;
  const toneOf = (value: string | undefined) => toneText(tone(market.code, value ?? '0'));
  return (
    <Card title={t('insight.performance')} testId="my-page-performance">
      <div className={styles.ranges} role="radiogroup" aria-label={t('insight.range')}>
        {PERFORMANCE_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            role="radio"
            aria-checked={r === range}
            onClick={() => setRange(r)}
            data-testid={`performance-range-${r}`}
          >
            {t(`insight.ranges.${r}`)}
          </button>
        ))}
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{t('insight.twr')}</dt>
          <Amount
            as="dd"
            className={toneOf(data?.twr_pct)}
            testId="performance-twr"
            value={signed(data?.twr_pct, '%')}
          />
        </div>
        <div>
          <dt>{t('insight.realised')}</dt>
          <Amount
            as="dd"
            className={toneOf(data?.realised_pnl)}
            testId="performance-realised"
            value={signed(data?.realised_pnl)}
          />
        </div>
        <div>
          <dt>{t('insight.unrealised')}</dt>
          <Amount
            as="dd"
            className={toneOf(data?.unrealised_pnl)}
            testId="performance-unrealised"
            value={signed(data?.unrealised_pnl)}
          />
        </div>
      </dl>
      {data && data.points.length > 0 ? (
        <EquityCurve
          points={data.points}
          currency={market.currency}
          label={t('insight.chartLabel', { currency: market.currency })}
          flowLabel={t('insight.netFlow')}
        />
      ) : (
        <p className={styles.empty} data-testid="performance-empty">
          {t('insight.noHistory')}
        </p>
      )}
      <p className={styles.note}>{t('insight.twrHint')}</p>
    </Card>
  );
}
