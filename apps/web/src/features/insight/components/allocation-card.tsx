import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETS } from '@kabuto/shared/markets';
import { Card } from '@/components/screen-kit/screen-kit';
import { useSessionStore } from '@/lib/session-store';
import { useAllocation } from '../api/get-allocation';
import { AllocationChart } from './allocation-chart';
import styles from './insight.module.css';

const VIEWS = ['by_product', 'by_market', 'by_currency'] as const;
type View = (typeof VIEWS)[number];

/** My Page: what the account holds by product, market and currency, in one currency. */
export function AllocationCard() {
  const { t } = useTranslation();
  const type = useSessionStore((state) => state.marketType);
  const currency = MARKETS[type].currency;
  const [view, setView] = useState<View>('by_product');
  const allocation = useAllocation(type);
  const slices = allocation.data?.[view] ?? [];
  const nameOf = (key: string) => {
    if (view === 'by_market') return t(`insight.markets.${key}` as 'insight.markets.jpy');
    if (view === 'by_product') return t(`insight.products.${key}` as 'insight.products.cash');
    return key;
  };
  return (
    <Card title={t('insight.allocation')} testId="my-page-allocation">
      <div className={styles.ranges} role="radiogroup" aria-label={t('insight.allocation')}>
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={v === view}
            onClick={() => setView(v)}
            data-testid={`allocation-view-${v}`}
          >
            {t(`insight.views.${v}`)}
          </button>
        ))}
      </div>
      {slices.length > 0 ? (
        <AllocationChart
          slices={slices}
          currency={currency}
          label={t('insight.allocationLabel', { currency })}
          nameOf={nameOf}
          testId={`allocation-${view}`}
        />
      ) : (
        <p className={styles.empty} data-testid="allocation-empty">
          {allocation.isPending ? '…' : t('insight.noAllocation')}
        </p>
      )}
      <p className={styles.note}>{t('insight.allocationHint', { currency })}</p>
    </Card>
  );
}
