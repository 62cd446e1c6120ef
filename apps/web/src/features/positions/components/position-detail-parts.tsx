import { Button } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import type { PositionDetail } from '@kabuto/shared/contracts/trading';
import type { Market } from '@/lib/market-format';
import { displayMoney } from '@kabuto/shared/money';
import { Amount } from '@/components/amount/amount';
import { DataNotice } from '@/components/data-notice/data-notice';
import { LivePrice } from '@/components/live-price/live-price';
import { toneText } from '@/components/tone/tone';
import { UNKNOWN, formatDateTime, formatPrice, signOf } from '@/lib/market-format';
import { useTone } from '@/lib/updown';
import { POSITION_STATUS } from '../types';
import { pnlOfMargin } from '../utils/pnl';
import { DirectionBadge, StatusBadge } from './position-badges';
import styles from './positions.module.css';

/** The position with its price, market value and P&L as they are now (live while held). */
interface LiveFigures {
  position: PositionDetail;
  market: Market;
  nowprice: string;
  pnl: string;
  marketValue: string | null;
  holding: boolean;
}

type ClosePosition = (position: PositionDetail) => void;

/** Name, badges, P&L and the price now (or sold at), with the data notice. */
export function PositionHead({ live }: { live: LiveFigures }) {
  const { t } = useTranslation();
  const tone = useTone();
  const { position: p, market, pnl } = live;
  const tint = tone(market, pnl);
  const ofMargin = pnlOfMargin(pnl, p.margin);
  const closed = p.status === POSITION_STATUS.closed;
  return (
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
        <span>{closed ? t('positions.fields.realised') : t('positions.fields.floating')}</span>
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
        <span>{closed ? t('positions.fields.sellPrice') : t('positions.fields.nowPrice')}</span>
        <LivePrice
          market={market}
          price={live.nowprice}
          change={null}
          testId="position-now-price"
        />
      </div>
      <DataNotice showLive={live.holding} />
    </section>
  );
}

/** Every figure of the position, as rows of label and value. */
function positionFields(
  t: TFunction,
  p: PositionDetail,
  marketValue: string | null,
  language: Language,
): readonly [string, string, string][] {
  const money = (value: string | null) =>
    value === null ? UNKNOWN : `${displayMoney(value)} ${p.currency}`;
  return [
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
}

export function PositionFields({ live, language }: { live: LiveFigures; language: Language }) {
  const { t } = useTranslation();
  const fields = positionFields(t, live.position, live.marketValue, language);
  return (
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
  );
}

/** The close action of a held position, disabled while a lock-up runs. */
export function CloseBar({ live, onClose }: { live: LiveFigures; onClose: ClosePosition }) {
  const { t } = useTranslation();
  const p = live.position;
  const locked = p.lock_until !== null && p.lock_until > new Date().toISOString();
  return (
    <div className={styles.actionBar}>
      {locked && <span className={styles.lockNote}>{t('positions.detail.locked')}</span>}
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        disabled={locked}
        onClick={() => onClose({ ...p, yingkui: live.pnl })}
        data-testid="position-close"
      >
        {t('positions.close')}
      </Button>
    </div>
  );
}
