import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketFilter, typeOfFilter } from '@/components/market-filter/market-filter';
import type { MarketFilterValue } from '@/components/market-filter/market-filter';
import { RuleBox, Screen, ScreenBody } from '@/components/screen-kit/screen-kit';
import { FollowList } from './follow-list';
import styles from './copy.module.css';

/** /mine/followOrder: the customer's follows with value, profit, state and redemption. */
export function FollowOrderScreen() {
  const { t } = useTranslation();
  const [market, setMarket] = useState<MarketFilterValue>('all');
  return (
    <Screen testId="follow-order-screen">
      <div className={styles.filterBar}>
        <MarketFilter
          value={market}
          onChange={setMarket}
          allLabel={t('copy.all')}
          label={t('copy.marketLabel')}
          testIdPrefix="follow-order"
        />
      </div>
      <ScreenBody flat>
        <FollowList type={typeOfFilter(market)} />
        <RuleBox
          title={t('copy.orders.rulesTitle')}
          rules={[
            t('copy.orders.rules.profit'),
            t('copy.orders.rules.lock'),
            t('copy.orders.rules.redeem'),
          ]}
        />
      </ScreenBody>
    </Screen>
  );
}
