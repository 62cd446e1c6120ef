import { useState } from 'react';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Button, DotLoading } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import { NoData } from '@/components/no-data/no-data';
import { SafetyNotice } from '@/components/safety-notice/safety-notice';
import {
  Card,
  Facts,
  kit,
  ResultNotice,
  RuleBox,
  Screen,
  ScreenBody,
} from '@/components/screen-kit/screen-kit';
import { addDaysTo, formatDate, formatDateTime } from '@/lib/date-time';
import { formatPrice, UNKNOWN } from '@/lib/market-format';
import { valueOfShares } from '@/lib/share-value';
import type { BlockPurchaseResult } from '@kabuto/shared/contracts/blocks';
import { useBlockOffers } from '../api/get-block-offers';
import type { BlockOffer } from '@kabuto/shared/contracts/blocks';
import { sharesText } from '../utils/units';
import { PurchaseForm } from './block-purchase-form';
import { OfferFigures, OfferHead } from './offer-card';
import styles from './blocks.module.css';

/** /home/largeInfo?id=…: one block offer, its lock-up and the purchase form. */
export function LargeInfoScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '0');
  const offers = useBlockOffers(undefined, i18n.language as Language);
  const offer = offers.data?.find((o) => o.id === id);

  if (offers.isPending) {
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  }
  if (!offer) {
    return (
      <Screen testId="large-info-missing">
        <ScreenBody flat>
          <Card>
            <NoData text={t('block.missing')} />
            <Button block color="primary" shape="rounded" onClick={() => navigate('/home/large')}>
              {t('block.toList')}
            </Button>
          </Card>
        </ScreenBody>
      </Screen>
    );
  }
  return <OfferDetail key={offer.id} offer={offer} />;
}

function OfferDetail({ offer }: { offer: BlockOffer }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<{ result: BlockPurchaseResult; lots: number } | null>(null);
  // The lock-up runs from allocation at the deadline.
  const lockedUntil =
    offer.lock_days > 0 ? formatDate(addDaysTo(offer.deadline, offer.lock_days)) : null;

  return (
    <Screen testId="large-info-screen">
      <ScreenBody flat>
        <DataNotice className={kit.notice} />
        <section className={styles.offer} data-testid="large-info-summary">
          <OfferHead offer={offer} />
          <OfferFigures offer={offer} />
        </section>
        <OfferFacts offer={offer} lockedUntil={lockedUntil} />
        <LockNotice offer={offer} lockedUntil={lockedUntil} />
        {done ? (
          <Purchased offer={offer} lots={done.lots} result={done.result} />
        ) : offer.open ? (
          <PurchaseForm offer={offer} onDone={(result, lots) => setDone({ result, lots })} />
        ) : (
          <Card title={t('block.form.title')} testId="large-info-closed">
            <p className={styles.closed}>{t('block.form.closed')}</p>
          </Card>
        )}
        <SafetyNotice />
      </ScreenBody>
    </Screen>
  );
}

function Purchased({
  offer,
  lots,
  result,
}: {
  offer: BlockOffer;
  lots: number;
  result: BlockPurchaseResult;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card testId="large-info-done">
      <ResultNotice
        title={t('block.done.title')}
        body={t('block.done.body', {
          shares: sharesText(t, lots),
          code: offer.code,
          amount: `${displayMoney(result.credit ?? valueOfShares(offer.price, lots, offer.currency))} ${offer.currency}`,
          deadline: formatDateTime(offer.deadline),
        })}
        testId="large-info-result"
      />
      <div className={styles.actions}>
        <Button shape="rounded" onClick={() => navigate('/home/large')}>
          {t('block.done.more')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => navigate('/home/large2')}
          data-testid="large-info-to-orders"
        >
          {t('block.done.orders')}
        </Button>
      </div>
    </Card>
  );
}

interface OfferPartProps {
  offer: BlockOffer;
  /** The day the lock-up ends, formatted; null when the offer has none. */
  lockedUntil: string | null;
}

function OfferFacts({ offer, lockedUntil }: OfferPartProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('block.detailsTitle')} testId="large-info-details">
      <Facts
        items={[
          { label: t('block.fields.code'), value: `${offer.code} · ${offer.currency}` },
          {
            label: t('block.fields.price'),
            value: `${formatPrice(offer.price)} ${offer.currency}`,
            strong: true,
          },
          {
            label: t('block.fields.marketPrice'),
            value:
              offer.market_price === null
                ? UNKNOWN
                : `${formatPrice(offer.market_price)} ${offer.currency}`,
          },
          {
            label: t('block.fields.minimum'),
            value: `${sharesText(t, offer.min_lots)} · ${displayMoney(offer.min_amount)} ${offer.currency}`,
          },
          {
            label: t('block.fields.total'),
            value: sharesText(t, offer.total_lots),
          },
          {
            label: t('block.fields.deadline'),
            value: formatDateTime(offer.deadline),
            testId: 'large-info-deadline',
          },
          {
            label: t('block.fields.lockUp'),
            value:
              offer.lock_days > 0
                ? t('block.lockUntil', { n: offer.lock_days, date: lockedUntil })
                : t('block.noLock'),
            testId: 'large-info-lock',
          },
          {
            label: t('block.fields.access'),
            value: offer.needs_key ? t('block.keyRequired') : t('block.keyNone'),
          },
        ]}
      />
    </Card>
  );
}

function LockNotice({ offer, lockedUntil }: OfferPartProps) {
  const { t } = useTranslation();
  return (
    <RuleBox
      title={t('block.lockNotice.title')}
      testId="large-info-lock-notice"
      rules={[
        t('block.lockNotice.freeze', { deadline: formatDateTime(offer.deadline) }),
        t('block.lockNotice.position', { price: formatPrice(offer.price) }),
        offer.lock_days > 0
          ? t('block.lockNotice.lock', { n: offer.lock_days, date: lockedUntil })
          : t('block.lockNotice.noLock'),
        t('block.lockNotice.final'),
      ]}
    />
  );
}
