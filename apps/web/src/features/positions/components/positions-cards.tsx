import type { ReactNode } from 'react';
import { DotLoading } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import { LivePrice } from '@/components/live-price/live-price';
import { toneText } from '@/components/tone/tone';
import { formatDateTime, formatPrice, signOf } from '@/lib/market-format';
import { useTone } from '@/lib/updown';
import type { Tone } from '@/lib/updown';
import { Amount } from '@/components/amount/amount';
import { usePendingOrders } from '../api/get-pending-orders';
import { useConfirmCancel } from '../hooks/use-confirm-cancel';
import { useConfirmClose } from '../hooks/use-confirm-close';
import type { Order } from '@kabuto/shared/contracts/trading';
import type { ClosedPosition, HeldPosition } from '../types';
import { pnlOfMargin } from '../utils/pnl';
import { DirectionBadge } from './position-badges';
import { ExitsLine } from './position-exits';
import styles from './positions.module.css';

export function Loading() {
  return (
    <div className={styles.loading}>
      <DotLoading />
    </div>
  );
}

/**
 * What a held and a closed card open with: the stock and its direction, the P&L with its currency
 * (and what follows it: its share of the margin, or "realised"), then the code and quantity.
 */
function CardHead({
  row,
  kind,
  currency,
  tint,
  children,
}: {
  row: HeldPosition | ClosedPosition;
  kind: 'held' | 'closed';
  currency: string;
  tint: Tone;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.cardTitle}>
        <strong>{row.name}</strong>
        <DirectionBadge direction={row.direction} leverage={row.leverage} />
      </div>
      <div className={styles.cardPnl}>
        <span className={`${toneText(tint)} ${styles.pnlAmount}`}>
          <Amount
            as="strong"
            testId={`${kind}-pnl-${row.id}`}
            value={`${signOf(row.yingkui) > 0 ? '+' : ''}${displayMoney(row.yingkui)}`}
          />
          <small>{currency}</small>
        </span>
        {children}
      </div>
      <span className={styles.cardSub}>
        {row.code} · {t('positions.fields.qty')} <Amount as="b" value={row.stock_num} />
      </span>
    </>
  );
}

export function HeldCard({
  row,
  type,
  language,
}: {
  row: HeldPosition;
  type: MarketType;
  language: Language;
}) {
  const { t } = useTranslation();
  const tone = useTone();
  const market = MARKETS[type].code;
  const currency = MARKETS[type].currency;
  const confirmClose = useConfirmClose(currency);
  const tint = tone(market, row.yingkui);
  const ofMargin = pnlOfMargin(row.yingkui, row.margin);
  return (
    <li className={styles.positionCard} data-testid={`held-${row.id}`} data-code={row.code}>
      <Link to={`/position/info?id=${row.id}`} className={styles.cardMain}>
        <CardHead row={row} kind="held" currency={currency} tint={tint}>
          {ofMargin && <Amount className={toneText(tint)} value={ofMargin} />}
        </CardHead>
        <dl className={styles.cardFigures}>
          <div>
            <dt>{t('positions.fields.buyPrice')}</dt>
            <Amount as="dd" value={formatPrice(row.buy_price)} />
          </div>
          <div>
            <dt>{t('positions.fields.nowPrice')}</dt>
            <dd>
              <LivePrice
                market={market}
                price={row.nowprice}
                change={null}
                testId={`held-price-${row.id}`}
              />
            </dd>
          </div>
          <div>
            <dt>{t('positions.fields.margin')}</dt>
            <Amount as="dd" value={displayMoney(row.margin)} />
          </div>
        </dl>
        <ExitsLine stopLoss={row.stop_loss} takeProfit={row.take_profit} />
      </Link>
      <div className={styles.cardActions}>
        <span className={styles.cardTime}>
          {t('positions.fields.openedAt')} {formatDateTime(row.opened_at, language)}
        </span>
        <button
          type="button"
          className={styles.closeButton}
          onClick={() => confirmClose(row)}
          data-testid={`held-close-${row.id}`}
        >
          {t('positions.close')}
        </button>
      </div>
    </li>
  );
}

export function ClosedCard({
  row,
  type,
  language,
}: {
  row: ClosedPosition;
  type: MarketType;
  language: Language;
}) {
  const { t } = useTranslation();
  const tone = useTone();
  const market = MARKETS[type].code;
  const tint = tone(market, row.yingkui);
  return (
    <li className={styles.positionCard} data-testid={`closed-${row.id}`} data-code={row.code}>
      <Link to={`/position/info?id=${row.id}`} className={styles.cardMain}>
        <CardHead row={row} kind="closed" currency={MARKETS[type].currency} tint={tint}>
          <span className={styles.realisedLabel}>{t('positions.fields.realised')}</span>
        </CardHead>
        <dl className={styles.cardFigures}>
          <div>
            <dt>{t('positions.fields.buyPrice')}</dt>
            <Amount as="dd" value={formatPrice(row.buy_price)} />
          </div>
          <div>
            <dt>{t('positions.fields.sellPrice')}</dt>
            <Amount as="dd" value={formatPrice(row.sell_price)} />
          </div>
          <div>
            <dt>{t('positions.fields.margin')}</dt>
            <Amount as="dd" value={displayMoney(row.margin)} />
          </div>
        </dl>
      </Link>
      <div className={styles.cardActions}>
        <span className={styles.cardTime}>
          {t('positions.fields.closedAt')} {formatDateTime(row.closed_at, language)}
        </span>
        {row.close_reason && (
          <span className={styles.reason}>
            {t(`positions.reasons.${row.close_reason as 'customer'}`, {
              defaultValue: row.close_reason,
            })}
          </span>
        )}
      </div>
    </li>
  );
}

export function PendingOrders({ type, language }: { type: MarketType; language: Language }) {
  const { t } = useTranslation();
  const orders = usePendingOrders();
  const { busy, confirmCancel } = useConfirmCancel();
  const currency = MARKETS[type].currency;
  const rows = (orders.data ?? []).filter((order: Order) => order.currency === currency);
  if (rows.length === 0) return null;

  return (
    <section className={styles.card} data-testid="pending-orders">
      <h3 className={styles.cardHeading}>{t('positions.pendingOrders')}</h3>
      <ul className={styles.orders}>
        {rows.map((order) => (
          <li key={order.id} data-testid={`pending-${order.id}`}>
            <div>
              <strong>{order.names?.[language] ?? order.code}</strong>
              <span>
                {order.code} ·{' '}
                <DirectionBadge direction={order.direction} leverage={order.leverage} />
              </span>
              <Amount
                value={t('positions.limitAt', { price: formatPrice(order.price), num: order.num })}
              />
            </div>
            <button
              type="button"
              className={styles.cancelButton}
              disabled={busy === order.id}
              onClick={() => confirmCancel(order)}
              data-testid={`pending-cancel-${order.id}`}
            >
              {t('positions.cancel')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
