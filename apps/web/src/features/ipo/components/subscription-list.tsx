import { Button, DotLoading } from 'antd-mobile';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { NoData } from '@/components/no-data/no-data';
import { Facts, Tag } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { formatPrice } from '@/lib/market-format';
import { valueOfShares } from '@/lib/share-value';
import { showMessage } from '@/lib/toast';
import { Amount } from '@/components/amount/amount';
import { confirmDialog } from '@/lib/dialog';
import { useSubscriptions } from '../api/get-subscriptions';
import type { Subscription } from '@kabuto/shared/contracts/ipo';
import { usePayAllotment } from '../api/pay-allotment';
import { dayOf } from '../utils/dates';
import { resultTone } from '../utils/phase';
import { lotsShares } from '../utils/units';
import styles from './ipo.module.css';

interface SubscriptionListProps {
  /** One market's subscriptions, or every market's. */
  type: MarketType | undefined;
  /** Shown when there are none. */
  emptyText?: string;
}

/**
 * The customer's IPO subscriptions with their results (SPEC §4), and the payment of a won
 * pay-after-win allotment. Used by /mine/newShareOrder and the positions screen.
 */
export function SubscriptionList({ type, emptyText }: SubscriptionListProps) {
  const { t, i18n } = useTranslation();
  const subscriptions = useSubscriptions(type, i18n.language as Language);
  const rows = subscriptions.data ?? [];
  if (subscriptions.isPending) {
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className={styles.sub}>
        <NoData text={emptyText ?? t('ipo.orders.empty')} />
        <Link
          to="/home/newShare"
          className={styles.subLink}
          data-testid="subscriptions-to-offerings"
        >
          {t('ipo.orders.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.subs} data-testid="subscription-list">
      {rows.map((row) => (
        <SubscriptionRow key={row.id} row={row} />
      ))}
    </ul>
  );
}

function SubscriptionRow({ row }: { row: Subscription }) {
  const { t } = useTranslation();
  const wonCost =
    row.won_quantity === null
      ? undefined
      : valueOfShares(row.price, row.won_quantity, row.currency);

  const note = noteOf(t, row, wonCost);

  return (
    <li
      className={styles.sub}
      data-result={row.result}
      data-testid={`subscription-${row.id}`}
      data-code={row.code}
    >
      <div className={styles.offerHead}>
        <div className={styles.offerName}>
          <strong>{row.name}</strong>
          <span className={styles.offerMeta}>
            <span className={styles.code}>{row.code}</span>
            <span className={styles.modeChip}>{t(`ipo.mode.${row.mode}`)}</span>
          </span>
        </div>
        <Tag tone={resultTone(row.result)} testId={`subscription-result-${row.id}`}>
          {t(`ipo.result.${row.result}`)}
        </Tag>
      </div>
      <SubscriptionFigures row={row} />
      <p
        className={styles.subNote}
        data-tone={isPayable(row) ? 'pay' : undefined}
        data-testid={`subscription-note-${row.id}`}
      >
        {note}
      </p>
      {isPayable(row) && <PayButton row={row} wonCost={wonCost} />}
      <SubscriptionLinks row={row} />
    </li>
  );
}

/** Whether the customer still has to pay for the allotment (the pay button is shown). */
export function isPayable(row: Subscription): boolean {
  return row.result === 'awaiting_payment' || row.result === 'subscription_required';
}

/** What happens next for the subscription, by its result (every result of SPEC §4). */
function noteOf(t: TFunction, row: Subscription, wonCost: string | undefined): string {
  const due = {
    amount: `${displayMoney(row.due ?? wonCost)} ${row.currency}`,
    at: formatDateTime(row.pay_deadline),
  };
  const listing = { date: dayOf(row.listing_date) };
  switch (row.result) {
    case 'subscribed':
      return t(`ipo.orders.notes.subscribed_${row.mode}`);
    case 'waiting_draw':
      return t(`ipo.orders.notes.waiting_${row.mode}`);
    case 'awaiting_payment':
      return t('ipo.orders.notes.awaiting_payment', due);
    case 'subscription_required':
      return t('ipo.orders.notes.subscription_required', due);
    case 'won':
      return t('ipo.orders.notes.won', listing);
    case 'paid':
      return t('ipo.orders.notes.paid', listing);
    case 'lost':
      return t(`ipo.orders.notes.lost_${row.mode}`);
    case 'failed':
      return t(`ipo.orders.notes.failed_${row.mode}`);
    case 'abstained':
      return t('ipo.orders.notes.abstained');
    case 'listed':
      return t('ipo.orders.notes.listed', listing);
  }
}

function SubscriptionFigures({ row }: { row: Subscription }) {
  const { t } = useTranslation();
  const committed = row.rjmoney === '-' ? '-' : displayMoney(row.rjmoney);
  return (
    <dl className={styles.subFigures}>
      <div>
        <dt>{t('ipo.orders.applied')}</dt>
        <dd>{lotsShares(t, row.lots, row.quantity)}</dd>
      </div>
      <div>
        <dt>{t('ipo.fields.price')}</dt>
        <dd>{formatPrice(row.price)}</dd>
      </div>
      <div>
        <dt>{t('ipo.orders.amount')}</dt>
        <Amount as="dd" value={displayMoney(row.amount)} />
      </div>
      <div>
        <dt>{t('ipo.orders.won')}</dt>
        <dd data-testid={`subscription-won-${row.id}`}>
          {row.won_lots === null ? '—' : lotsShares(t, row.won_lots, row.won_quantity ?? 0)}
        </dd>
      </div>
      <div>
        <dt>{t('ipo.orders.committed')}</dt>
        <dd data-testid={`subscription-committed-${row.id}`}>{committed}</dd>
      </div>
      <div>
        <dt>{t('ipo.orders.currency')}</dt>
        <dd>{row.currency}</dd>
      </div>
    </dl>
  );
}

/** When it was made, and the way to its position once listed (or to its lottery before). */
function SubscriptionLinks({ row }: { row: Subscription }) {
  const { t } = useTranslation();
  return (
    <div className={styles.subActions}>
      <span className={styles.subTime}>
        {t('ipo.orders.appliedAt')} {formatDateTime(row.created_at)}
      </span>
      {row.result === 'listed' && row.position_id !== null ? (
        <Link
          to={`/position/info?id=${row.position_id}`}
          className={styles.subLink}
          data-testid={`subscription-position-${row.id}`}
        >
          {t('ipo.orders.toPosition')}
        </Link>
      ) : (
        <Link
          to={`/home/newShareInfo?id=${row.offering_id}`}
          className={styles.subLink}
          data-testid={`subscription-offering-${row.id}`}
        >
          {t('ipo.orders.toLottery')}
        </Link>
      )}
    </div>
  );
}

/** Pays for the allotted shares, after a confirmation of the amount and the deadline. */
function PayButton({ row, wonCost }: { row: Subscription; wonCost: string | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const pay = usePayAllotment();

  function confirmPay() {
    void confirmDialog({
      title: t('ipo.orders.payTitle'),
      content: (
        <Facts
          testId="subscription-pay-confirm"
          items={[
            { label: t('ipo.fields.code'), value: `${row.code} ${row.name}` },
            {
              label: t('ipo.applied.won'),
              value: lotsShares(t, row.won_lots ?? 0, row.won_quantity ?? 0),
            },
            {
              label: t('ipo.orders.payAmount'),
              value: `${displayMoney(wonCost)} ${row.currency}`,
              strong: true,
            },
            { label: t('ipo.orders.payDeadline'), value: formatDateTime(row.pay_deadline) },
          ]}
        />
      ),
      confirmText: t('ipo.orders.pay'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        pay.mutate(row.id, {
          onSuccess: () =>
            showMessage(
              message('ipo_paid', { amount: wonCost ?? row.amount, currency: row.currency }),
            ),
        });
      },
    });
  }

  return (
    <Button
      block
      color="primary"
      shape="rounded"
      className={styles.verify}
      loading={pay.isPending}
      onClick={confirmPay}
      data-testid={`subscription-pay-${row.id}`}
    >
      {t('ipo.orders.payButton', { amount: `${displayMoney(wonCost)} ${row.currency}` })}
    </Button>
  );
}
