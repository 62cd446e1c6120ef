import { useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { DataNotice } from '@/components/data-notice/data-notice';
import { MarketFilter, typeOfFilter } from '@/components/market-filter/market-filter';
import type { MarketFilterValue } from '@/components/market-filter/market-filter';
import { NoData } from '@/components/no-data/no-data';
import { SafetyNotice } from '@/components/safety-notice/safety-notice';
import {
  kit,
  Card,
  EntryLink,
  Hero,
  RuleBox,
  Screen,
  ScreenBody,
} from '@/components/screen-kit/screen-kit';
import { useBlockOffers } from '../api/get-block-offers';
import { OfferCard } from './offer-card';
import styles from './blocks.module.css';

/**
 * /home/large: block-trade offers (open ones first) with their price against the market, what is
 * left of each block and its terms; the key rule and the scam warning before anything else.
 */
export function LargeScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language as Language;
  const [market, setMarket] = useState<MarketFilterValue>('all');
  const offers = useBlockOffers(typeOfFilter(market), language);
  const rows = [...(offers.data ?? [])].sort((a, b) => Number(b.open) - Number(a.open));
  const open = rows.filter((offer) => offer.open).length;

  return (
    <Screen testId="large-screen">
      <Hero
        label={t('block.heroLabel')}
        value={offers.data ? open : '—'}
        unit={t(open === 1 ? 'block.heroUnitOne' : 'block.heroUnit')}
        valueTestId="large-open-count"
        aside={
          <MarketFilter
            value={market}
            onChange={setMarket}
            allLabel={t('block.all')}
            label={t('block.marketLabel')}
            testIdPrefix="large"
          />
        }
        note={t('block.heroNote')}
      />
      <ScreenBody>
        <SafetyNotice />
        <DataNotice className={kit.notice} />
        {offers.isPending ? (
          <div className={styles.loading}>
            <DotLoading />
          </div>
        ) : rows.length === 0 ? (
          <Card>
            <NoData text={t('block.empty')} />
          </Card>
        ) : (
          <div className={styles.offers} data-testid="block-offers">
            {rows.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </div>
        )}
        <RuleBox
          title={t('block.rules.title')}
          testId="large-rules"
          rules={[
            t('block.rules.price'),
            t('block.rules.freeze'),
            t('block.rules.allocation'),
            t('block.rules.lock'),
            t('block.rules.key'),
          ]}
        />
        <EntryLink
          icon="receipt"
          title={t('screens.large2')}
          hint={t('block.ordersHint')}
          onClick={() => navigate('/home/large2')}
          testId="large-orders-link"
        />
      </ScreenBody>
    </Screen>
  );
}
