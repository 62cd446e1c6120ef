import { useTranslation } from 'react-i18next';
import { MARKET_TYPES } from '@kabuto/shared/markets';
import { useSessionStore } from '@/lib/session-store';
import styles from './market-type-tabs.module.css';

interface MarketTypeTabsProps {
  testIdPrefix: string;
  /** 'light' on white cards; 'onYellow' on the yellow header band. */
  tone?: 'light' | 'onYellow';
}

/** Japan, US or China stocks: the market type of the session (key `stock`). */
export function MarketTypeTabs({ testIdPrefix, tone = 'light' }: MarketTypeTabsProps) {
  const { t } = useTranslation();
  const marketType = useSessionStore((state) => state.marketType);
  const setMarketType = useSessionStore((state) => state.setMarketType);
  return (
    <div className={`${styles.tabs} ${tone === 'onYellow' ? styles.onYellow : ''}`} role="tablist">
      {MARKET_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          aria-selected={type === marketType}
          className={type === marketType ? styles.active : undefined}
          onClick={() => setMarketType(type)}
          data-testid={`${testIdPrefix}-type-${type}`}
        >
          {t(`market.markets.${type}`)}
        </button>
      ))}
    </div>
  );
}
