import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { Card, Facts, Screen, ScreenBody, Tag } from '@/components/screen-kit/screen-kit';
import type { Fact } from '@/components/screen-kit/screen-kit';
import { toneText } from '@/components/tone/tone';
import { formatDateTime } from '@/lib/date-time';
import { formatChange, formatPrice, UNKNOWN } from '@/lib/market-format';
import { useTone } from '@/lib/updown';
import { useOffering } from '../api/get-offering';
import type { Offering } from '@kabuto/shared/contracts/ipo';
import { useSubscriptions } from '../api/get-subscriptions';
import { dayOf } from '../utils/dates';
import { phaseTone } from '../utils/phase';
import type { MilestoneKey } from '../utils/phase';
import { LotteryCard } from './lottery-card';
import { lotsShares, sharesText } from '../utils/units';
import styles from './ipo.module.css';
import { SubscribeSection } from './new-share-subscribe';

/** /home/newShareInfo?id=…: every field of an offering, its mode, the form and the lottery. */
export function NewShareInfoScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '0');
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Screen testId="new-share-info-empty">
        <ScreenBody flat>
          <Card>
            <NoData text={t('ipo.choose')} />
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() => navigate('/home/newShare')}
            >
              {t('ipo.toList')}
            </Button>
          </Card>
        </ScreenBody>
      </Screen>
    );
  }
  return <OfferingDetail key={id} id={id} />;
}

function OfferingDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const offering = useOffering(id, language);
  const subscriptions = useSubscriptions(undefined, language);
  const mine = subscriptions.data?.find((s) => s.offering_id === id);

  if (offering.isError) {
    return (
      <Screen testId="new-share-info-missing">
        <ScreenBody flat>
          <Card>
            <NoData text={t('ipo.missing')} />
          </Card>
        </ScreenBody>
      </Screen>
    );
  }
  if (!offering.data) {
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  }
  const o = offering.data;
  return (
    <Screen testId="new-share-info-screen">
      <ScreenBody flat>
        <DataNotice className={styles.pageNotice} />
        <Summary offering={o} />
        <Card title={t('ipo.timelineTitle')} testId="new-share-timeline">
          <Timeline offering={o} />
        </Card>
        <Card title={t('ipo.modeTitle')} testId="new-share-mode">
          <div className={styles.mode} data-mode={o.mode}>
            <span className={styles.modeIcon}>
              <Icon name={o.mode === 'prepaid' ? 'lock' : 'receipt'} size={18} strokeWidth={2} />
            </span>
            <p>
              <strong>{t(`ipo.mode.${o.mode}`)}</strong>
              {t(`ipo.modeBody.${o.mode}`, { payDeadline: formatDateTime(o.pay_deadline) })}
            </p>
          </div>
        </Card>
        <SubscribeSection offering={o} mine={mine} loadingMine={subscriptions.isPending} />
        <Card title={t('ipo.detailsTitle')} testId="new-share-details">
          <DetailFacts offering={o} />
        </Card>
        <LotteryCard offering={o} myApplication={mine?.id} />
      </ScreenBody>
    </Screen>
  );
}

function Summary({ offering: o }: { offering: Offering }) {
  const { t } = useTranslation();
  const tone = useTone();
  return (
    <section className={styles.summary} data-testid="new-share-summary">
      <div className={styles.offerHead}>
        <div className={styles.offerName}>
          <strong data-testid="new-share-name">{o.name}</strong>
          <span className={styles.offerMeta}>
            <span className={styles.marketChip}>{t(`ipo.markets.${o.market}`)}</span>
            <span className={styles.code}>{o.code}</span>
            <span className={styles.modeChip}>{t(`ipo.mode.${o.mode}`)}</span>
          </span>
        </div>
        <Tag tone={phaseTone(o.phase)} testId="new-share-phase">
          {t(`ipo.phase.${o.phase}`)}
        </Tag>
      </div>
      <p className={styles.bigLabel}>{t('ipo.fields.price')}</p>
      <div className={styles.bigPrice}>
        <strong data-testid="new-share-price">{formatPrice(o.price)}</strong>
        <span>{o.currency}</span>
      </div>
      <p className={styles.premium}>
        <span>
          {t('ipo.fields.marketPrice')} <b>{formatPrice(o.market_price)}</b>
        </span>
        <span>
          {t('ipo.fields.premium')}{' '}
          <b className={o.premium ? toneText(tone(o.market, o.premium)) : undefined}>
            {o.premium ? formatChange(o.premium) : UNKNOWN}
          </b>
        </span>
      </p>
    </section>
  );
}

const MILESTONES: readonly { key: MilestoneKey; at: (o: Offering) => string }[] = [
  { key: 'start', at: (o) => o.subscribe_start },
  { key: 'deadline', at: (o) => o.deadline },
  { key: 'draw', at: (o) => o.draw_date },
  { key: 'pay', at: (o) => o.pay_deadline },
  { key: 'listing', at: (o) => o.listing_date },
  { key: 'distribution', at: (o) => o.distribution_date },
];

/** The offering's dates in order; those passed are filled and the next one is highlighted. */
function Timeline({ offering: o }: { offering: Offering }) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const steps = MILESTONES.filter((step) => step.key !== 'pay' || o.mode === 'postpaid');
  const drawn = o.phase === 'drawn' || o.phase === 'listed';
  const isDone = (key: MilestoneKey, at: string) =>
    key === 'draw' ? drawn : key === 'listing' ? o.phase === 'listed' : Date.parse(at) <= now;
  const firstOpen = steps.findIndex((step) => !isDone(step.key, step.at(o)));
  return (
    <ol className={styles.timeline}>
      {steps.map((step, index) => {
        const at = step.at(o);
        const state = isDone(step.key, at) ? 'done' : index === firstOpen ? 'now' : 'todo';
        const showTime = step.key !== 'listing' && step.key !== 'distribution';
        return (
          <li
            key={step.key}
            className={styles.milestone}
            data-state={state}
            data-testid={`milestone-${step.key}`}
          >
            <span className={styles.milestoneLabel}>{t(`ipo.milestones.${step.key}`)}</span>
            <span className={styles.milestoneDate}>
              {showTime ? formatDateTime(at) : dayOf(at)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Every label field of SPEC §3 "new-stock subscription" that the timeline does not show. */
function DetailFacts({ offering: o }: { offering: Offering }) {
  const { t } = useTranslation();
  const money = (value: string | null) =>
    value === null ? UNKNOWN : `${formatPrice(value)} ${o.currency}`;
  const shares = (n: number) => sharesText(t, n);
  const items: Fact[] = [
    { key: 'market', label: t('ipo.fields.market'), value: t(`ipo.markets.${o.market}`) },
    { key: 'code', label: t('ipo.fields.code'), value: o.code },
    { key: 'sponsor', label: t('ipo.fields.sponsor'), value: o.sponsor },
    {
      key: 'price',
      label: t('ipo.fields.price'),
      value: money(o.price),
      strong: true,
      testId: 'detail-price',
    },
    { key: 'provisional', label: t('ipo.fields.provisional'), value: money(o.provisional_price) },
    {
      key: 'actual',
      label: t('ipo.fields.actual'),
      value: o.actual_price === null ? t('ipo.fixedAtDraw') : money(o.actual_price),
    },
    { key: 'marketPrice', label: t('ipo.fields.marketPrice'), value: money(o.market_price) },
    {
      key: 'premium',
      label: t('ipo.fields.premium'),
      value: o.premium === null ? UNKNOWN : `${formatChange(o.premium)} ${o.currency}`,
    },
    { key: 'per', label: t('ipo.fields.per'), value: o.per ?? UNKNOWN },
    { key: 'quantity', label: t('ipo.fields.quantity'), value: shares(o.quantity) },
    { key: 'lot', label: t('ipo.fields.lot'), value: shares(o.lot) },
    { key: 'minQuantity', label: t('ipo.fields.minQuantity'), value: shares(o.min_quantity) },
    {
      key: 'upperLimit',
      label: t('ipo.fields.upperLimit'),
      value: lotsShares(t, o.max_lots, o.upper_limit),
    },
    {
      key: 'lotCost',
      label: t('ipo.fields.lotCost'),
      value: `${displayMoney(o.lot_cost)} ${o.currency}`,
    },
    { key: 'applications', label: t('ipo.fields.applications'), value: String(o.applications) },
    {
      key: 'appliedQuantity',
      label: t('ipo.fields.appliedQuantity'),
      value: shares(o.applied_quantity),
    },
    {
      key: 'winningQuantity',
      label: t('ipo.fields.winningQuantity'),
      value: o.winning_quantity === null ? t('ipo.afterDraw') : shares(o.winning_quantity),
      testId: 'detail-winning-quantity',
    },
    {
      key: 'winningRate',
      label: t('ipo.fields.winningRate'),
      value: o.winning_rate === null ? t('ipo.afterDraw') : `${o.winning_rate}%`,
      testId: 'detail-winning-rate',
    },
  ];
  return <Facts items={items} />;
}
