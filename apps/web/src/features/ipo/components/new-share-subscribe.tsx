import { useState } from 'react';
import { Button, Stepper } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { Card, Facts, kit, RuleBox, Tag } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { showMessage } from '@/lib/toast';
import type { Offering } from '@kabuto/shared/contracts/ipo';
import type { Subscription } from '@kabuto/shared/contracts/ipo';
import { Amount } from '@/components/amount/amount';
import { confirmDialog } from '@/lib/dialog';
import { useSubscribe } from '../api/subscribe';
import { costOfLots } from '../utils/amounts';
import { dayOf } from '../utils/dates';
import { resultTone } from '../utils/phase';
import { lotsShares } from '../utils/units';
import styles from './ipo.module.css';

/** /home/newShareInfo?id=…: every field of an offering, its mode, the form and the lottery. */
interface SubscribeSectionProps {
  offering: Offering;
  mine: Subscription | undefined;
  loadingMine: boolean;
}

export function SubscribeSection({ offering: o, mine, loadingMine }: SubscribeSectionProps) {
  const { t } = useTranslation();
  if (mine) {
    const last = mine.lots - 1;
    return (
      <Card
        title={t('ipo.applied.title')}
        extra={
          <Tag tone={resultTone(mine.result)} testId="new-share-my-result">
            {t(`ipo.result.${mine.result}`)}
          </Tag>
        }
        testId="new-share-applied"
      >
        <Facts
          items={[
            {
              label: t('ipo.applied.lots'),
              value: lotsShares(t, mine.lots, mine.quantity),
            },
            {
              label: t('ipo.applied.amount'),
              value: `${displayMoney(mine.amount)} ${mine.currency}`,
            },
            {
              label: t('ipo.applied.numbers'),
              value: last > 0 ? `${mine.id}:0 – ${mine.id}:${last}` : `${mine.id}:0`,
              testId: 'new-share-my-numbers',
            },
            ...(mine.won_lots !== null
              ? [
                  {
                    label: t('ipo.applied.won'),
                    value: lotsShares(t, mine.won_lots, mine.won_quantity ?? 0),
                    strong: true,
                    testId: 'new-share-my-won',
                  },
                ]
              : []),
          ]}
        />
        <div className={styles.applied}>
          <p>{t('ipo.applied.once')}</p>
          <Link to="/mine/newShareOrder" data-testid="new-share-to-orders">
            {t('ipo.applied.toOrders')}
          </Link>
        </div>
      </Card>
    );
  }
  if (o.phase === 'open') return <SubscribeForm offering={o} disabled={loadingMine} />;
  return (
    <Card title={t('ipo.subscribe.title')} testId="new-share-closed">
      <p className={styles.closedNote}>
        {o.phase === 'upcoming'
          ? t('ipo.subscribe.notYet', { at: formatDateTime(o.subscribe_start) })
          : t('ipo.subscribe.closed')}
      </p>
    </Card>
  );
}

/** Checks the lots, confirms the total and its effect, then subscribes. */
function useSubscribeSubmit(o: Offering, lots: number) {
  const { t } = useTranslation();
  const message = useMessage();
  const subscribe = useSubscribe();
  const total = costOfLots(o.lot_cost, lots, o.currency);

  function submit() {
    if (!Number.isInteger(lots) || lots <= 0) {
      showMessage(message('tickets_required'));
      return;
    }
    if (lots > o.max_lots) {
      showMessage(message('ipo_over_limit', { max: o.max_lots }));
      return;
    }
    void confirmDialog({
      title: t('ipo.subscribe.confirmTitle'),
      content: (
        <Facts
          testId="new-share-confirm"
          items={[
            { label: t('ipo.fields.code'), value: `${o.code} ${o.name}` },
            {
              label: t('ipo.subscribe.lots'),
              value: lotsShares(t, lots, lots * o.lot),
            },
            {
              label: t('ipo.subscribe.total'),
              value: `${displayMoney(total)} ${o.currency}`,
              strong: true,
            },
            { label: t('ipo.modeTitle'), value: t(`ipo.mode.${o.mode}`) },
            { label: t('ipo.subscribe.effect'), value: t(`ipo.subscribe.effects.${o.mode}`) },
          ]}
        />
      ),
      confirmText: t('ipo.subscribe.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        // mutateAsync: the form unmounts as soon as the subscription is listed, which would
        // drop a per-call onSuccess before the customer is told.
        subscribe
          .mutateAsync({ id: o.id, num: String(lots) })
          .then(() => showMessage(message('subscription_success')))
          .catch(() => undefined);
      },
    });
  }

  return { submit, pending: subscribe.isPending };
}

/** How the subscription works for this offering: payment, odds, once only, listing. */
function SubscribeRules({ offering: o }: { offering: Offering }) {
  const { t } = useTranslation();
  const winningLots = Math.floor(o.quantity / o.lot);
  return (
    <RuleBox
      title={t('ipo.subscribe.rulesTitle')}
      testId="new-share-subscribe-rules"
      rules={[
        t(`ipo.subscribe.rules.${o.mode}`, { payDeadline: formatDateTime(o.pay_deadline) }),
        t('ipo.subscribe.rules.odds', {
          winning: winningLots,
          lot: o.lot,
        }),
        t('ipo.subscribe.rules.once'),
        t('ipo.subscribe.rules.listing', { date: dayOf(o.listing_date) }),
      ]}
    />
  );
}

function SubscribeForm({ offering: o, disabled }: { offering: Offering; disabled: boolean }) {
  const { t } = useTranslation();
  const [lots, setLots] = useState(1);
  const total = costOfLots(o.lot_cost, lots, o.currency);
  const { submit, pending } = useSubscribeSubmit(o, lots);
  return (
    <>
      <SubscribeRules offering={o} />
      <Card
        title={t('ipo.subscribe.title')}
        extra={t('ipo.subscribe.until', { at: formatDateTime(o.deadline) })}
        testId="new-share-subscribe"
      >
        <div className={styles.lotsRow}>
          <div>
            <span className={kit.label}>{t('ipo.subscribe.lots')}</span>
            <span className={styles.lotsShares} data-testid="new-share-shares">
              {t('ipo.subscribe.sharesOf', { shares: lots * o.lot, max: o.max_lots })}
            </span>
          </div>
          <Stepper
            className={styles.stepper}
            min={1}
            max={o.max_lots}
            digits={0}
            value={lots}
            onChange={(value) => setLots(Math.max(1, Math.min(o.max_lots, Math.floor(value || 1))))}
            data-testid="new-share-lots"
          />
        </div>
        <div className={styles.total}>
          <span>{t(`ipo.subscribe.totalLabel.${o.mode}`)}</span>
          <Amount
            as="strong"
            testId="new-share-total"
            value={displayMoney(total)}
            unit={<small>{o.currency}</small>}
          />
        </div>
        <p className={styles.formNote}>{t(`ipo.subscribe.note.${o.mode}`)}</p>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          className={kit.submit}
          disabled={disabled}
          loading={pending}
          onClick={submit}
          data-testid="new-share-submit"
        >
          {t('ipo.subscribe.submit')}
        </Button>
      </Card>
    </>
  );
}
