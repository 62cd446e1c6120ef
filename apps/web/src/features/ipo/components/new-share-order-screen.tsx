import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketFilter, typeOfFilter } from '@/components/market-filter/market-filter';
import type { MarketFilterValue } from '@/components/market-filter/market-filter';
import { RuleBox, Screen, ScreenBody } from '@/components/screen-kit/screen-kit';
import { SubscriptionList } from './subscription-list';
import styles from './ipo.module.css';

/** /mine/newShareOrder: the customer's subscriptions, their results and what is due. */
export function NewShareOrderScreen() {
  const { t } = useTranslation();
  const [market, setMarket] = useState<MarketFilterValue>('all');
  return (
    <Screen testId="new-share-order-screen">
      <div className={styles.filterBar}>
        <MarketFilter
          value={market}
          onChange={setMarket}
          allLabel={t('ipo.all')}
          label={t('ipo.marketLabel')}
          testIdPrefix="new-share-order"
        />
      </div>
      <ScreenBody flat>
        <SubscriptionList type={typeOfFilter(market)} />
        <RuleBox
          title={t('ipo.orders.rulesTitle')}
          rules={[
            t('ipo.orders.rules.prepaid'),
            t('ipo.orders.rules.postpaid'),
            t('ipo.orders.rules.listing'),
          ]}
        />
      </ScreenBody>
    </Screen>
  );
}
