import { useState } from 'react';
import type { ReactNode } from 'react';
import { Dialog, DotLoading, Tabs } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney, MARKET_CURRENCY } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/money';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Icon } from '@/components/icon/icon';
import { LivePrice } from '@/components/live-price/live-price';
import { MarketTypeTabs } from '@/components/market-type-tabs/market-type-tabs';
import { NoData } from '@/components/no-data/no-data';
import { toneText } from '@/components/tone/tone';
import { useMessage } from '@/i18n/i18n';
import { formatDateTime, formatPrice, MARKET_OF_TYPE, signOf } from '@/lib/market-format';
import { useSessionStore } from '@/lib/session-store';
import { showMessage } from '@/lib/toast';
import { useTone } from '@/lib/updown';
import { useClosedPositions } from '../api/get-closed-positions';
import { useHeldPositions } from '../api/get-held-positions';
import { usePendingOrders } from '../api/get-pending-orders';
import { useCancelOrder } from '../api/position-commands';
import { useConfirmClose } from '../hooks/use-confirm-close';
import { useLivePositions } from '../hooks/use-live-positions';
import type { Order } from '@kabuto/shared/contracts/trading';
import type { ClosedPosition, HeldPosition } from '../types';
import { pnlOfMargin } from '../utils/pnl';
import { DirectionBadge } from './position-badges';
import styles from './positions.module.css';

const TABS = ['subscription', 'following', 'hold', 'closed'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

interface PositionsScreenProps {
  /** Outstanding borrowed credit in the market's currency (user info `<type>yjed`). */
  borrowed?: string | undefined;
  /** The product features' lists (IPO subscriptions, copy follows), supplied by the app. */
  subscriptions?: ReactNode;
  follows?: ReactNode;
  /** Shown under the held positions: the way into share lending. */
  holdFooter?: ReactNode;
}

/** /position/index: subscriptions, follows, held positions (live P&L) and closed positions. */
export function PositionsScreen({
  borrowed,
  subscriptions,
  follows,
  holdFooter,
}: PositionsScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const type = useSessionStore((state) => state.marketType);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'hold';
  const held = useHeldPositions(type, language);
  const closed = useClosedPositions(type, language);
  const live = useLivePositions(held.data?.rows, type);
  const tone = useTone();
  const market = MARKET_OF_TYPE[type];
  const currency = MARKET_CURRENCY[type];

  const totals: readonly {
    key: string;
    label: string;
    value: string | undefined;
    signed: boolean;
  }[] = [
    {
      key: 'holdings-value',
      label: t('positions.totals.holdingsValue'),
      value: held.data ? live.holdingsValue : undefined,
      signed: false,
    },
    {
      key: 'floating-pnl',
      label: t('positions.totals.floatingPnl'),
      value: held.data ? live.floatingPnl : undefined,
      signed: true,
    },
    {
      key: 'realised-pnl',
      label: t('positions.totals.realisedPnl'),
      value: closed.data?.lsyk,
      signed: true,
    },
  ];

  return (
    <div className={styles.page} data-testid="positions-screen" data-type={type}>
      <div className={styles.top}>
        <div className={styles.topRow}>
          <MarketTypeTabs testIdPrefix="positions" tone="onYellow" />
          <span className={styles.currency}>{currency}</span>
        </div>
        <dl className={styles.totals}>
          {totals.map((total) => (
            <div key={total.key}>
              <dt>{total.label}</dt>
              <dd
                className={`kb-figure ${
                  total.signed && total.value && signOf(total.value) !== 0
                    ? toneText(tone(market, total.value))
                    : styles.plainTotal
                }`}
                data-testid={`positions-${total.key}`}
              >
                {total.value === undefined
                  ? '—'
                  : `${total.signed && signOf(total.value) > 0 ? '+' : ''}${displayMoney(total.value)}`}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      {borrowed !== undefined && signOf(borrowed) > 0 && (
        <Link to="/mine/loan" className={styles.arrears} data-testid="loan-arrears">
          <Icon name="alert" size={18} strokeWidth={2.2} />
          <span>
            <strong>
              {t('positions.arrears', { amount: `${displayMoney(borrowed)} ${currency}` })}
            </strong>
            <small>{t('positions.arrearsHint')}</small>
          </span>
          <Icon name="chevron" size={16} strokeWidth={2.4} />
        </Link>
      )}

      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        className={styles.tabs}
      >
        {TABS.map((key) => (
          <Tabs.Tab
            key={key}
            title={<span data-testid={`positions-tab-${key}`}>{t(`positions.tabs.${key}`)}</span>}
          />
        ))}
      </Tabs>
      <DataNotice showLive={tab === 'hold'} className={styles.notice} />

      {tab === 'subscription' && subscriptions && (
        <div className={styles.list} data-testid="positions-subscription">
          {subscriptions}
        </div>
      )}
      {tab === 'following' && follows && (
        <div className={styles.list} data-testid="positions-following">
          {follows}
        </div>
      )}
      {((tab === 'subscription' && !subscriptions) || (tab === 'following' && !follows)) && (
        <section className={styles.card} data-testid={`positions-${tab}`}>
          <NoData text={t(`positions.empty.${tab}`)} />
          <p className={styles.soon}>{t('positions.productsSoon')}</p>
        </section>
      )}

      {tab === 'hold' && (
        <div data-testid="positions-hold">
          <PendingOrders type={type} language={language} />
          {!held.data ? (
            <Loading />
          ) : live.rows.length === 0 ? (
            <section className={styles.card}>
              <NoData text={t('positions.empty.hold')} />
            </section>
          ) : (
            <ul className={styles.list}>
              {live.rows.map((row) => (
                <HeldCard key={row.id} row={row} type={type} />
              ))}
            </ul>
          )}
          {holdFooter}
        </div>
      )}

      {tab === 'closed' && (
        <div data-testid="positions-closed">
          {!closed.data ? (
            <Loading />
          ) : closed.data.rows.length === 0 ? (
            <section className={styles.card}>
              <NoData text={t('positions.empty.closed')} />
            </section>
          ) : (
            <ul className={styles.list}>
              {closed.data.rows.map((row) => (
                <ClosedCard key={row.id} row={row} type={type} language={language} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function Loading() {
  return (
    <div className={styles.loading}>
      <DotLoading />
    </div>
  );
}

function HeldCard({ row, type }: { row: HeldPosition; type: MarketType }) {
  const { t } = useTranslation();
  const tone = useTone();
  const market = MARKET_OF_TYPE[type];
  const currency = MARKET_CURRENCY[type];
  const confirmClose = useConfirmClose(currency);
  const tint = tone(market, row.yingkui);
  const ofMargin = pnlOfMargin(row.yingkui, row.margin);
  return (
    <li className={styles.positionCard} data-testid={`held-${row.id}`} data-code={row.code}>
      <Link to={`/position/info?id=${row.id}`} className={styles.cardMain}>
        <div className={styles.cardTitle}>
          <strong>{row.name}</strong>
          <DirectionBadge direction={row.direction} leverage={row.leverage} />
        </div>
        <div className={styles.cardPnl}>
          <strong className={`${toneText(tint)} kb-figure`} data-testid={`held-pnl-${row.id}`}>
            {signOf(row.yingkui) > 0 ? '+' : ''}
            {displayMoney(row.yingkui)}
          </strong>
          {ofMargin && <span className={`${toneText(tint)} kb-figure`}>{ofMargin}</span>}
        </div>
        <span className={styles.cardSub}>
          {row.code} · {t('positions.fields.qty')} <b className="kb-figure">{row.stock_num}</b>
        </span>
        <dl className={styles.cardFigures}>
          <div>
            <dt>{t('positions.fields.buyPrice')}</dt>
            <dd className="kb-figure">{formatPrice(row.buy_price)}</dd>
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
            <dd className="kb-figure">{displayMoney(row.margin)}</dd>
          </div>
        </dl>
      </Link>
      <div className={styles.cardActions}>
        <span className={styles.cardTime}>
          {t('positions.fields.openedAt')} {row.opened_at.slice(0, 10)}
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

function ClosedCard({
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
  const market = MARKET_OF_TYPE[type];
  const tint = tone(market, row.yingkui);
  return (
    <li className={styles.positionCard} data-testid={`closed-${row.id}`} data-code={row.code}>
      <Link to={`/position/info?id=${row.id}`} className={styles.cardMain}>
        <div className={styles.cardTitle}>
          <strong>{row.name}</strong>
          <DirectionBadge direction={row.direction} leverage={row.leverage} />
        </div>
        <div className={styles.cardPnl}>
          <strong className={`${toneText(tint)} kb-figure`} data-testid={`closed-pnl-${row.id}`}>
            {signOf(row.yingkui) > 0 ? '+' : ''}
            {displayMoney(row.yingkui)}
          </strong>
          <span className={styles.realisedLabel}>{t('positions.fields.realised')}</span>
        </div>
        <span className={styles.cardSub}>
          {row.code} · {t('positions.fields.qty')} <b className="kb-figure">{row.stock_num}</b>
        </span>
        <dl className={styles.cardFigures}>
          <div>
            <dt>{t('positions.fields.buyPrice')}</dt>
            <dd className="kb-figure">{formatPrice(row.buy_price)}</dd>
          </div>
          <div>
            <dt>{t('positions.fields.sellPrice')}</dt>
            <dd className="kb-figure">{formatPrice(row.sell_price)}</dd>
          </div>
          <div>
            <dt>{t('positions.fields.margin')}</dt>
            <dd className="kb-figure">{displayMoney(row.margin)}</dd>
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

function PendingOrders({ type, language }: { type: MarketType; language: Language }) {
  const { t } = useTranslation();
  const message = useMessage();
  const orders = usePendingOrders();
  const cancel = useCancelOrder();
  const [busy, setBusy] = useState<number | null>(null);
  const currency = MARKET_CURRENCY[type];
  const rows = (orders.data ?? []).filter((order: Order) => order.currency === currency);
  if (rows.length === 0) return null;

  const confirmCancel = (order: Order) => {
    void Dialog.confirm({
      content: t('positions.cancelConfirm', { no: order.order_no }),
      confirmText: t('positions.cancel'),
      cancelText: t('common.back'),
      onConfirm: async () => {
        setBusy(order.id);
        try {
          showMessage(message(await cancel.mutateAsync(order.id)));
        } catch {
          // Already told (the order filled meanwhile, for instance).
        } finally {
          setBusy(null);
        }
      },
    });
  };

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
              <span className="kb-figure">
                {t('positions.limitAt', { price: formatPrice(order.price), num: order.num })}
              </span>
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
