import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '@kabuto/shared/catalogue';
import type { Order, OrderStatus } from '@kabuto/shared/contracts/trading';
import { ORDER_STATUSES } from '@kabuto/shared/order-kinds';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import { NoData } from '@/components/no-data/no-data';
import { Amount } from '@/components/amount/amount';
import { useMessage } from '@/i18n/i18n';
import { formatDateTime, formatPrice } from '@/lib/market-format';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { useConfirmCancel } from '../hooks/use-confirm-cancel';
import { DirectionBadge } from './position-badges';
import { Loading } from './positions-cards';
import own from './orders-tab.module.css';
import styles from './positions.module.css';

/** The figures of an order row, in the order shown. */
type FieldKey = 'type' | 'trigger' | 'limit' | 'tif' | 'fill' | 'queuedFor' | 'reason' | 'placed';

/** Orders that can still be cancelled. */
const CANCELLABLE: readonly OrderStatus[] = ['queued', 'pending'];

/** The orders tab (issue 15): every order of the market, filtered by status; cancel from the list. */
export function OrdersTab({ type, language }: { type: MarketType; language: Language }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [size, setSize] = useState(ORDERS_PAGE_SIZE);
  const orders = useOrders(status, size);
  const { busy, confirmCancel } = useConfirmCancel();
  const currency = MARKETS[type].currency;
  const rows = (orders.data ?? []).filter((order) => order.currency === currency);
  const choose = (next: OrderStatus | null) => {
    setStatus(next);
    setSize(ORDERS_PAGE_SIZE);
  };
  return (
    <div data-testid="positions-orders">
      <div className={own.filters} role="radiogroup">
        {[null, ...ORDER_STATUSES].map((key) => (
          <button
            key={key ?? 'all'}
            type="button"
            role="radio"
            aria-checked={key === status}
            className={key === status ? own.filterActive : undefined}
            onClick={() => choose(key)}
            data-testid={`orders-filter-${key ?? 'all'}`}
          >
            {key ? t(`orders.statuses.${key}`) : t('orders.all')}
          </button>
        ))}
      </div>
      {!orders.data ? (
        <Loading />
      ) : rows.length === 0 ? (
        <section className={styles.card}>
          <NoData text={t('orders.empty')} />
        </section>
      ) : (
        <ul className={own.list}>
          {rows.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              language={language}
              busy={busy === order.id}
              onCancel={() => confirmCancel(order)}
            />
          ))}
        </ul>
      )}
      {orders.data?.length === size && (
        <button
          type="button"
          className={own.more}
          onClick={() => setSize(size + ORDERS_PAGE_SIZE)}
          data-testid="orders-more"
        >
          {t('orders.more')}
        </button>
      )}
    </div>
  );
}

interface OrderRowProps {
  order: Order;
  language: Language;
  busy: boolean;
  onCancel: () => void;
}

/** "3,428 shares" / "3,428株" / "3,428股". */
function sharesOf(t: TFunction, n: number): string {
  return t(n === 1 ? 'orders.units.share' : 'orders.units.shares', { n: formatPrice(n) });
}

function OrderRow({ order, language, busy, onCancel }: OrderRowProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const all: [FieldKey, string | null][] = [
    ['type', t(`trade.priceTypes.${order.price_type}`)],
    ['trigger', order.trigger_price && `${formatPrice(order.trigger_price)} ${order.currency}`],
    ['limit', order.price && `${formatPrice(order.price)} ${order.currency}`],
    ['tif', order.price_type === 'market' ? null : t(`trade.stops.tifs.${order.tif}`)],
    [
      'fill',
      order.fill_price &&
        t('orders.fields.fillValue', {
          num: sharesOf(t, order.num),
          price: formatPrice(order.fill_price),
        }),
    ],
    ['queuedFor', order.status === 'queued' ? formatDateTime(order.queued_for, language) : null],
    ['reason', order.reason && message(order.reason)],
    ['placed', formatDateTime(order.created_at, language)],
  ];
  const fields = all.filter((f): f is [FieldKey, string] => f[1] !== null);
  return (
    <li className={own.row} data-testid={`order-row-${order.id}`} data-status={order.status}>
      <div className={own.head}>
        <strong>{order.names?.[language] ?? order.code}</strong>
        <span className={own.status} data-status={order.status}>
          {t(`orders.statuses.${order.status}`)}
        </span>
      </div>
      <span className={styles.cardSub}>
        {order.code} · {order.order_no} ·{' '}
        <DirectionBadge direction={order.direction} leverage={order.leverage} /> ·{' '}
        <Amount as="b" value={sharesOf(t, order.num)} />
      </span>
      <dl className={own.fields}>
        {fields.map(([key, value]) => (
          <div key={key} data-testid={`order-${key}-${order.id}`}>
            <dt>{t(`orders.fields.${key}`)}</dt>
            <Amount as="dd" value={value} />
          </div>
        ))}
      </dl>
      {CANCELLABLE.includes(order.status) && (
        <button
          type="button"
          className={styles.cancelButton}
          disabled={busy}
          onClick={onCancel}
          data-testid={`order-cancel-${order.id}`}
        >
          {t('positions.cancel')}
        </button>
      )}
    </li>
  );
}
