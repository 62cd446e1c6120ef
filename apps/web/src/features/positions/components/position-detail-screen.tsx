import { Button, DotLoading } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import { marketOfCurrency } from '@kabuto/shared/markets';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Icon } from '@/components/icon/icon';
import { LivePrice } from '@/components/live-price/live-price';
import { NoData } from '@/components/no-data/no-data';
import { toneText } from '@/components/tone/tone';
import { useLiveTick } from '@/lib/live-quotes';
import { UNKNOWN, formatDateTime, formatPrice, signOf } from '@/lib/market-format';
import { useTone } from '@/lib/updown';
import { Amount } from '@/components/amount/amount';
import { usePosition } from '../api/get-position';
import { useConfirmClose } from '../hooks/use-confirm-close';
import { POSITION_STATUS } from '../types';
import { grossPnlText, marketValueText, pnlOfMargin } from '../utils/pnl';
import { DirectionBadge, StatusBadge } from './position-badges';
import { PositionExits } from './position-exits';
import styles from './positions.module.css';

/** /position/info?id=…: every figure of one position, and its close action while held. */
export function PositionDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '0');
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <div className={styles.page} data-testid="position-detail-empty">
        <section className={styles.card}>
          <NoData text={t('positions.detail.choose')} />
          <div className={styles.centered}>
            <Button color="primary" shape="rounded" onClick={() => navigate('/position/index')}>
              {t('positions.detail.toPositions')}
            </Button>
          </div>
        </section>
      </div>
    );
  }
  return <PositionDetail key={id} id={id} />;
}

function PositionDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const position = usePosition(id, language);
  const holding = position.data?.status === POSITION_STATUS.holding;
  const tick = useLiveTick(holding ? position.data?.code : undefined);
  const tone = useTone();
  const confirmClose = useConfirmClose(position.data?.currency ?? '');

  if (position.isError) {
    return (
      <div className={styles.page} data-testid="position-detail-missing">
        <section className={styles.card}>
          <NoData text={t('positions.detail.missing')} />
        </section>
      </div>
    );
  }
  if (!position.data) {
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  }
  const p = position.data;
  const market = marketOfCurrency(p.currency)?.code ?? 'JP';
  // While held, the price, market value and P&L follow the live price.
  const nowprice = holding && tick ? tick.price : p.nowprice;
  const pnl =
    (holding &&
      tick &&
      grossPnlText(p.direction, p.buy_price, nowprice, p.stock_num, p.currency)) ||
    p.yingkui;
  const marketValue =
    (holding && tick && marketValueText(nowprice, p.stock_num, p.currency)) || p.market_value;
  const tint = tone(market, pnl);
  const locked = p.lock_until !== null && p.lock_until > new Date().toISOString();
  const money = (value: string | null) =>
    value === null ? UNKNOWN : `${displayMoney(value)} ${p.currency}`;
  const ofMargin = pnlOfMargin(pnl, p.margin);

  const fields: readonly [string, string, string][] = [
    ['order-no', t('positions.detail.orderNo'), p.order_no ?? UNKNOWN],
    ['qty', t('positions.fields.qty'), String(p.stock_num)],
    ['buy-price', t('positions.fields.buyPrice'), `${formatPrice(p.buy_price)} ${p.currency}`],
    [
      'sell-price',
      t('positions.fields.sellPrice'),
      p.sell_price === null ? UNKNOWN : `${formatPrice(p.sell_price)} ${p.currency}`,
    ],
    ['cost', t('positions.detail.cost'), money(p.cost)],
    ['market-value', t('positions.detail.marketValue'), money(marketValue)],
    ['leverage', t('positions.detail.leverage'), `×${p.leverage}`],
    ['margin', t('positions.detail.originalMargin'), money(p.margin)],
    ['buy-fee', t('positions.detail.buyFee'), money(p.buy_fee)],
    ['sell-fee', t('positions.detail.sellFee'), money(p.sell_fee)],
    ['stamp-duty', t('positions.detail.stampDuty'), money(p.stamp_duty)],
    ['buy-time', t('positions.detail.buyTime'), formatDateTime(p.buy_time, language)],
    ['sell-time', t('positions.detail.sellTime'), formatDateTime(p.sell_time, language)],
    [
      'lock-until',
      t('positions.detail.lockUntil'),
      p.lock_until ? formatDateTime(p.lock_until, language) : t('positions.detail.noLock'),
    ],
    [
      'close-reason',
      t('positions.detail.closeReason'),
      p.close_reason ? t(`positions.reasons.${p.close_reason}`) : UNKNOWN,
    ],
  ];

  return (
    <div
      className={`${styles.page} ${holding ? styles.withActionBar : ''}`}
      data-testid="position-detail"
      data-status={p.status}
    >
      <section className={styles.detailHead}>
        <div className={styles.cardTitle}>
          <div>
            <h2>{p.name}</h2>
            <span className={styles.cardSub}>
              {p.code} · {p.currency}
            </span>
          </div>
          <div className={styles.badges}>
            <DirectionBadge direction={p.direction} leverage={p.leverage} />
            <StatusBadge status={p.status} />
          </div>
        </div>
        <div className={styles.detailPnl}>
          <span>
            {p.status === POSITION_STATUS.closed
              ? t('positions.fields.realised')
              : t('positions.fields.floating')}
          </span>
          <Amount
            as="strong"
            className={toneText(tint)}
            testId="position-pnl"
            value={`${signOf(pnl) > 0 ? '+' : ''}${displayMoney(pnl)}`}
            unit={<small> {p.currency}</small>}
          />
          {ofMargin && (
            <Amount
              as="em"
              className={toneText(tint)}
              value={t('positions.detail.ofMargin', { pct: ofMargin })}
            />
          )}
        </div>
        <div className={styles.detailPrice}>
          <span>
            {p.status === POSITION_STATUS.closed
              ? t('positions.fields.sellPrice')
              : t('positions.fields.nowPrice')}
          </span>
          <LivePrice market={market} price={nowprice} change={null} testId="position-now-price" />
        </div>
        <DataNotice showLive={holding} />
      </section>

      <section className={styles.card}>
        <dl className={styles.detailFields} data-testid="position-fields">
          {fields.map(([key, label, value]) => (
            <div key={key} data-testid={`position-${key}`}>
              <dt>{label}</dt>
              <Amount as="dd" value={value} />
            </div>
          ))}
        </dl>
      </section>

      {holding && <PositionExits position={p} />}

      {p.status === POSITION_STATUS.closing && (
        <p className={styles.closingNote}>
          <Icon name="clock" size={14} strokeWidth={2.2} /> {t('positions.closePreparing')}
        </p>
      )}

      {holding && (
        <div className={styles.actionBar}>
          {locked && <span className={styles.lockNote}>{t('positions.detail.locked')}</span>}
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            disabled={locked}
            onClick={() => confirmClose({ ...p, yingkui: pnl })}
            data-testid="position-close"
          >
            {t('positions.close')}
          </Button>
        </div>
      )}
    </div>
  );
}
