import { useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { Icon } from '@/components/icon/icon';
import { MarketFilter, typeOfFilter } from '@/components/market-filter/market-filter';
import type { MarketFilterValue } from '@/components/market-filter/market-filter';
import { NoData } from '@/components/no-data/no-data';
import { Card, EntryLink, Hero, Screen, ScreenBody } from '@/components/screen-kit/screen-kit';
import { useProducts } from '../api/get-products';
import type { CopyProduct } from '@kabuto/shared/contracts/copy';
import { FollowSheet } from './follow-sheet';
import { ProductCard } from './product-card';
import styles from './copy.module.css';

/**
 * /home/follow: copy-trading products with the issuer's target beside the realised history,
 * drawdown and lock-up, under a risk notice; following opens the follow dialog.
 */
export function FollowScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language as Language;
  const [market, setMarket] = useState<MarketFilterValue>('all');
  const [chosen, setChosen] = useState<CopyProduct | null>(null);
  const products = useProducts(typeOfFilter(market), language);
  const rows = products.data ?? [];

  return (
    <Screen testId="follow-screen">
      <Hero
        label={t('copy.heroLabel')}
        value={products.data ? rows.length : '—'}
        unit={t(rows.length === 1 ? 'copy.heroUnitOne' : 'copy.heroUnit')}
        aside={
          <MarketFilter
            value={market}
            onChange={setMarket}
            allLabel={t('copy.all')}
            label={t('copy.marketLabel')}
            testIdPrefix="follow"
          />
        }
        note={t('copy.heroNote')}
      />
      <ScreenBody>
        <section className={styles.riskNotice} data-testid="follow-risk-notice">
          <h2>
            <Icon name="alert" size={17} strokeWidth={2.2} />
            {t('copy.riskNotice.title')}
          </h2>
          <ul>
            <li>{t('copy.riskNotice.target')}</li>
            <li>{t('copy.riskNotice.loss')}</li>
            <li>{t('copy.riskNotice.lock')}</li>
            <li>{t('copy.riskNotice.nav')}</li>
          </ul>
        </section>
        {products.isPending ? (
          <div className={styles.loading}>
            <DotLoading />
          </div>
        ) : rows.length === 0 ? (
          <Card>
            <NoData text={t('copy.empty')} />
          </Card>
        ) : (
          rows.map((product) => (
            <ProductCard key={product.id} product={product} onFollow={setChosen} />
          ))
        )}
        <EntryLink
          icon="receipt"
          title={t('screens.followOrder')}
          hint={t('copy.ordersHint')}
          onClick={() => navigate('/mine/followOrder')}
          testId="follow-orders-link"
        />
      </ScreenBody>
      <FollowSheet product={chosen} onClose={() => setChosen(null)} />
    </Screen>
  );
}
