import { useTranslation } from 'react-i18next';
import { MARKET_TYPES } from '@kabuto/shared/markets';
import { TabRow } from '@/components/tab-row/tab-row';
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
    <TabRow
      tabs={MARKET_TYPES}
      active={marketType}
      onSelect={setMarketType}
      label={(type) => t(`market.markets.${type}`)}
      testId={(type) => `${testIdPrefix}-type-${type}`}
      look={{
        row: `${styles.tabs} ${tone === 'onYellow' ? styles.onYellow : ''}`,
        active: styles.active!,
      }}
    />
  );
}
