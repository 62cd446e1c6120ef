import { useTranslation } from 'react-i18next';
import { MARKETS, MARKET_TYPES } from '@kabuto/shared/markets';
import { useSessionStore } from '@/lib/session-store';
import styles from './account.module.css';

/** Chooses the market type whose cash and figures are shown (session key `stock`). */
export function MarketSwitch({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useTranslation();
  const marketType = useSessionStore((state) => state.marketType);
  const setMarketType = useSessionStore((state) => state.setMarketType);
  return (
    <div className={styles.marketSwitch} role="radiogroup" aria-label={t('panel.currency')}>
      {MARKET_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          role="radio"
          aria-checked={type === marketType}
          title={t(`currencies.${type}`)}
          className={type === marketType ? styles.marketActive : undefined}
          onClick={() => setMarketType(type)}
          data-testid={`${testIdPrefix}-market-${type}`}
        >
          {MARKETS[type].currency}
        </button>
      ))}
    </div>
  );
}
