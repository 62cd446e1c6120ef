import { useState } from 'react';
import { Button, Input, Popup, Stepper } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { LivePrice } from '@/components/live-price/live-price';
import { useMessage } from '@/i18n/i18n';
import { newNonce } from '@/lib/nonce';
import { formatDateTime, formatPrice, TYPE_OF_MARKET } from '@/lib/market-format';
import { useSessionStore } from '@/lib/session-store';
import { showMessage } from '@/lib/toast';
import { redIsUp, useUpDownStore } from '@/lib/updown';
import { useDayTrading } from '../api/get-day-trading';
import { usePlaceOrder } from '../api/place-order';
import type { PlaceOrderResult } from '../api/place-order';
import { usePreviewOrder } from '../api/preview-order';
import { bpsText, useTradingTerms } from '../hooks/use-trading-terms';
import type { Direction, OrderPreview, PriceType } from '@kabuto/shared/contracts/trading';
import type { OrderInstrument, OrderRequest } from '../types';
import styles from './trading.module.css';

/** The most lots one order takes (the server's limit). */
const MAX_LOTS = 10_000_000;
/** One-tap quantities beside the lots field. */
const QUICK_LOTS = [10, 100, 500, 1000] as const;

/** Decimal price text plus or minus `steps` ticks, kept to the tick's decimals. */
function stepPrice(price: string, tick: string, steps: number): string {
  const decimals = Math.max(2, (tick.split('.')[1] ?? '').length);
  const scale = 10 ** decimals;
  const next = Math.round(Number(price) * scale) + Math.round(Number(tick) * scale) * steps;
  return next <= 0 ? price : (next / scale).toFixed(decimals);
}

type Step =
  | { kind: 'form' }
  | { kind: 'preview'; preview: OrderPreview; nonce: string }
  | { kind: 'done'; result: PlaceOrderResult };

interface OrderSheetProps {
  instrument: OrderInstrument;
  /** Open with this direction; null keeps the sheet closed. */
  direction: Direction | null;
  onDirection: (direction: Direction) => void;
  onClose: () => void;
}

/** Order entry → preview (every cost and threshold, before committing) → confirmation. */
export function OrderSheet({ instrument, direction, onDirection, onClose }: OrderSheetProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const message = useMessage();
  const navigate = useNavigate();
  const setMarketType = useSessionStore((state) => state.setMarketType);
  const swapped = useUpDownStore((state) => state.swapped);
  const type = TYPE_OF_MARKET[instrument.market] ?? 'jpy';
  const terms = useTradingTerms(type);
  const preview = usePreviewOrder();
  const place = usePlaceOrder();

  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [priceType, setPriceType] = useState<PriceType>('market');
  const [limitPrice, setLimitPrice] = useState('');
  const [lots, setLots] = useState<number | null>(null);
  const [leverage, setLeverage] = useState<number | null>(null);
  const dayTrading = useDayTrading(type);
  const [intraday, setIntraday] = useState(false);
  const useIntraday = intraday && !!dayTrading.data;

  const side = direction ?? 'long';
  const chosenLeverage = leverage ?? terms?.leverages[0] ?? 1;
  const redLong = redIsUp(instrument.market, swapped);
  const sideClass = (side === 'long') === redLong ? styles.red : styles.green;
  const estimatePrice = priceType === 'limit' && limitPrice ? limitPrice : instrument.price;
  const estimateCost = lots ? Number(estimatePrice) * lots : null;

  const close = () => {
    onClose();
    setStep({ kind: 'form' });
  };

  const request = (): OrderRequest | null => {
    if (!lots || lots < 1) {
      showMessage(message('lots_required'));
      return null;
    }
    if (priceType === 'limit' && !limitPrice.trim()) {
      showMessage(message('price_required'));
      return null;
    }
    return {
      code: instrument.code,
      num: String(lots),
      direction: side,
      leverage: chosenLeverage,
      price_type: priceType,
      price: priceType === 'limit' ? limitPrice.trim() : undefined,
      intraday: useIntraday ? '1' : undefined,
    };
  };

  const toPreview = async () => {
    const order = request();
    if (!order) return;
    try {
      const answer = await preview.mutateAsync(order);
      setStep({ kind: 'preview', preview: answer, nonce: newNonce() });
    } catch {
      // The client has shown the server's reason (outside hours, balance, tick…).
    }
  };

  const confirm = async (nonce: string) => {
    const order = request();
    if (!order) return;
    try {
      const result = await place.mutateAsync({ ...order, nonce });
      showMessage(message(result.msg));
      setStep({ kind: 'done', result });
    } catch {
      // Already told; the same nonce stays, so trying again cannot order twice.
    }
  };

  const viewPositions = () => {
    setMarketType(type);
    close();
    navigate('/position/index?tab=hold');
  };

  return (
    <Popup
      visible={direction !== null}
      onMaskClick={close}
      onClose={close}
      bodyClassName={styles.sheet}
      destroyOnClose
      data-testid="order-sheet"
    >
      <div className={styles.sheetHead}>
        <div>
          <h2 className={styles.sheetTitle}>
            {step.kind === 'preview' ? t('trade.previewTitle') : t(`trade.sheetTitle.${side}`)}
          </h2>
          <span className={styles.sheetInstrument}>
            {instrument.name} · {instrument.code} ·{' '}
            <LivePrice
              market={instrument.market}
              price={instrument.price}
              change={instrument.change}
            />{' '}
            {instrument.currency}
          </span>
        </div>
        <button
          type="button"
          className={styles.sheetClose}
          onClick={close}
          aria-label={t('common.close')}
        >
          <Icon name="close" size={20} strokeWidth={2.2} />
        </button>
      </div>

      {step.kind === 'form' && (
        <div className={styles.sheetBody} data-testid="order-form">
          {instrument.session !== 'open' && (
            <p className={styles.closedNote}>
              <Icon name="clock" size={14} strokeWidth={2.2} />
              {t('trade.marketClosed', { time: formatDateTime(instrument.next_open, language) })}
            </p>
          )}
          <div className={styles.sideSwitch} role="radiogroup">
            {(['long', 'short'] as const).map((key) => (
              <button
                key={key}
                type="button"
                role="radio"
                aria-checked={key === side}
                className={key === side ? `${styles.sideActive} ${sideClass}` : undefined}
                onClick={() => onDirection(key)}
                data-testid={`order-side-${key}`}
              >
                {t(`trade.directions.${key}`)}
              </button>
            ))}
          </div>

          <div className={styles.field}>
            <span className={styles.fieldLabel}>{t('trade.priceType')}</span>
            <div className={styles.chips}>
              {(['market', 'limit'] as const).map((key) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={key === priceType}
                  className={key === priceType ? styles.chipActive : undefined}
                  onClick={() => {
                    setPriceType(key);
                    if (key === 'limit' && !limitPrice) setLimitPrice(instrument.price);
                  }}
                  data-testid={`order-type-${key}`}
                >
                  {t(`trade.priceTypes.${key}`)}
                </button>
              ))}
            </div>
          </div>
          <p className={styles.fieldHint}>
            {priceType === 'market' ? t(`trade.marketHint.${side}`) : t('trade.limitHint')}
          </p>

          {priceType === 'limit' && (
            <div className={styles.field}>
              <span className={styles.fieldLabel}>{t('trade.limitPrice')}</span>
              <div className={styles.priceInput}>
                <button
                  type="button"
                  onClick={() =>
                    setLimitPrice(
                      stepPrice(limitPrice || instrument.price, instrument.tick_size, -1),
                    )
                  }
                  aria-label="-"
                >
                  −
                </button>
                <Input
                  value={limitPrice}
                  onChange={setLimitPrice}
                  inputMode="decimal"
                  placeholder={t('trade.limitPricePlaceholder')}
                  data-testid="order-limit-price"
                />
                <button
                  type="button"
                  onClick={() =>
                    setLimitPrice(
                      stepPrice(limitPrice || instrument.price, instrument.tick_size, 1),
                    )
                  }
                  aria-label="+"
                >
                  +
                </button>
              </div>
            </div>
          )}
          {priceType === 'limit' && (
            <p className={styles.fieldHint}>
              {t('trade.tickHint', { tick: formatPrice(instrument.tick_size) })}
              {instrument.limit_down !== null && instrument.limit_up !== null
                ? ` · ${t('trade.limitRange', {
                    down: formatPrice(instrument.limit_down),
                    up: formatPrice(instrument.limit_up),
                  })}`
                : ` · ${t('trade.noLimit')}`}
            </p>
          )}

          <div className={styles.field}>
            <span className={styles.fieldLabel}>{t('trade.lots')}</span>
            <Stepper
              className={styles.lots}
              value={lots as number}
              onChange={(value) => setLots(value ? Math.floor(value) : null)}
              min={1}
              max={MAX_LOTS}
              digits={0}
              allowEmpty
              inputReadOnly={false}
              data-testid="order-lots"
            />
          </div>
          <div className={styles.quickLots}>
            <span className={styles.fieldHint}>{t('trade.lotHint')}</span>
            {QUICK_LOTS.map((value) => (
              <button
                key={value}
                type="button"
                onClick={() => setLots(value)}
                data-testid={`order-lots-${value}`}
              >
                {value}
              </button>
            ))}
          </div>

          <div className={styles.field}>
            <span className={styles.fieldLabel}>{t('trade.leverage')}</span>
            <div className={styles.chips} data-testid="order-leverages">
              {(terms?.leverages ?? [1]).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={value === chosenLeverage}
                  className={value === chosenLeverage ? styles.chipActive : undefined}
                  onClick={() => setLeverage(value)}
                  data-testid={`order-leverage-${value}`}
                >
                  ×{value}
                </button>
              ))}
            </div>
          </div>

          {dayTrading.data ? (
            <div className={styles.field}>
              <span className={styles.fieldLabel}>{t('trade.dayTrading')}</span>
              <div className={styles.chips}>
                <button
                  type="button"
                  aria-pressed={useIntraday}
                  className={useIntraday ? styles.chipActive : undefined}
                  onClick={() => setIntraday((on) => !on)}
                  data-testid="order-intraday"
                >
                  {t('trade.dayTradingUse', {
                    credit: displayMoney(dayTrading.data.credit),
                    currency: dayTrading.data.currency,
                  })}
                </button>
              </div>
              {useIntraday ? (
                <p className={styles.fieldLabel}>{t('trade.dayTradingHint')}</p>
              ) : null}
            </div>
          ) : null}

          <dl className={styles.estimate}>
            <div>
              <dt>{t('trade.estimateCost')}</dt>
              <dd className="kb-figure">
                {estimateCost === null ? '—' : displayMoney(estimateCost)} {instrument.currency}
              </dd>
            </div>
            <div>
              <dt>{t('trade.estimateMargin')}</dt>
              <dd className="kb-figure">
                {estimateCost === null ? '—' : displayMoney(estimateCost / chosenLeverage)}{' '}
                {instrument.currency}
              </dd>
            </div>
          </dl>

          {terms && (
            <section className={styles.terms} data-testid="order-terms">
              <h3>
                <Icon name="info" size={14} strokeWidth={2.2} /> {t('trade.terms.title')}
              </h3>
              <ul>
                <li>
                  {t('trade.terms.purchaseFee')} {bpsText(terms.purchaseFeeBps)}
                  {terms.minFee > 0 &&
                    t('trade.terms.min', { min: `${terms.minFee} ${instrument.currency}` })}
                </li>
                <li>
                  {t('trade.terms.sellFee')} {bpsText(terms.sellFeeBps)}
                  {terms.minFee > 0 &&
                    t('trade.terms.min', { min: `${terms.minFee} ${instrument.currency}` })}
                </li>
                <li>
                  {t('trade.terms.stampDuty')} {bpsText(terms.stampDutyBps)}
                </li>
                <li>{t('trade.terms.warning', { pct: terms.warningPct })}</li>
                <li>{t('trade.terms.liquidation', { pct: terms.liquidationPct })}</li>
              </ul>
            </section>
          )}

          <div className={styles.sheetFooter}>
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              loading={preview.isPending}
              onClick={() => void toPreview()}
              data-testid="order-preview"
            >
              {t('trade.preview')}
            </Button>
          </div>
        </div>
      )}

      {step.kind === 'preview' && (
        <div className={styles.sheetBody} data-testid="order-preview-sheet">
          <PreviewTable preview={step.preview} name={instrument.name} />
          <p className={styles.risk}>
            <Icon name="alert" size={14} strokeWidth={2.2} />
            {t('trade.riskNotice', {
              warning: step.preview.warning_pct,
              liquidation: step.preview.liquidation_pct,
            })}
          </p>
          <div className={`${styles.buttonRow} ${styles.sheetFooter}`}>
            <Button
              shape="rounded"
              size="large"
              onClick={() => setStep({ kind: 'form' })}
              data-testid="order-back"
            >
              {t('trade.back')}
            </Button>
            <Button
              color="primary"
              shape="rounded"
              size="large"
              loading={place.isPending}
              onClick={() => void confirm(step.nonce)}
              data-testid="order-confirm"
            >
              {t('trade.confirm')}
            </Button>
          </div>
        </div>
      )}

      {step.kind === 'done' && (
        <div
          className={styles.sheetBody}
          data-testid="order-done"
          data-status={step.result.order.status}
        >
          <div className={styles.done}>
            <span className={styles.doneIcon}>
              <Icon name="check" size={30} strokeWidth={2.6} />
            </span>
            <h3>
              {step.result.order.status === 'filled'
                ? t('trade.done.filled')
                : t('trade.done.pending')}
            </h3>
            {step.result.order.status !== 'filled' && <p>{t('trade.done.pendingHint')}</p>}
            <dl className={styles.previewTable}>
              <div>
                <dt>{t('trade.done.orderNo')}</dt>
                <dd data-testid="order-no">{step.result.order.order_no}</dd>
              </div>
              {step.result.order.fill_price && (
                <div>
                  <dt>{t('trade.done.fillPrice')}</dt>
                  <dd className="kb-figure" data-testid="order-fill-price">
                    {formatPrice(step.result.order.fill_price)} {step.result.order.currency}
                  </dd>
                </div>
              )}
            </dl>
          </div>
          <div className={styles.buttonRow}>
            <Button shape="rounded" size="large" onClick={close} data-testid="order-done-close">
              {t('common.close')}
            </Button>
            <Button
              color="primary"
              shape="rounded"
              size="large"
              onClick={viewPositions}
              data-testid="order-view-positions"
            >
              {t('trade.done.viewPositions')}
            </Button>
          </div>
        </div>
      )}
    </Popup>
  );
}

function PreviewTable({ preview: p, name }: { preview: OrderPreview; name: string }) {
  const { t } = useTranslation();
  const money = (value: string) => `${displayMoney(value)} ${p.currency}`;
  const rows: readonly [string, string, string][] = [
    ['instrument', t('trade.fields.instrument'), `${name} (${p.code})`],
    [
      'direction',
      t('trade.fields.direction'),
      `${t(`trade.directions.${p.direction}`)} ×${p.leverage}`,
    ],
    ['price-type', t('trade.priceType'), t(`trade.priceTypes.${p.price_type}`)],
    [
      'price',
      p.price_type === 'market' ? t('trade.fields.marketPrice') : t('trade.fields.limitPrice'),
      `${formatPrice(p.price)} ${p.currency}`,
    ],
    ['num', t('trade.lots'), String(p.num)],
    ['cost', t('trade.fields.cost'), money(p.cost)],
    ['margin', t('trade.fields.margin'), money(p.margin)],
    ['purchase-fee', t('trade.fields.purchaseFee'), money(p.purchase_fee)],
    ['selling-fee', t('trade.fields.sellingFee'), money(p.selling_fee)],
    ['stamp-duty', t('trade.fields.stampDuty'), money(p.stamp_duty)],
    ['total', t('trade.fields.total'), money(p.total)],
    [
      'liquidation-price',
      t('trade.fields.liquidationPrice'),
      `${formatPrice(p.liquidation_price)} ${p.currency}`,
    ],
    [
      'thresholds',
      t('trade.fields.thresholds'),
      t('trade.fields.thresholdsValue', { warning: p.warning_pct, liquidation: p.liquidation_pct }),
    ],
  ];
  return (
    <dl className={styles.previewTable} data-testid="order-preview-table">
      {rows.map(([key, label, value]) => (
        <div
          key={key}
          className={key === 'total' ? styles.previewTotal : undefined}
          data-testid={`preview-${key}`}
        >
          <dt>{label}</dt>
          <dd className="kb-figure">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
