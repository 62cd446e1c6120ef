import { Button, Input, Stepper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Direction } from '@kabuto/shared/contracts/trading';
import { PRICE_TYPES } from '@kabuto/shared/order-kinds';
import { displayMoney } from '@kabuto/shared/money';
import type { TradingTerms } from '@kabuto/shared/trading-terms';
import { MAX_LOTS } from '@kabuto/shared/trading-terms';
import { formatPrice } from '@/lib/market-format';
import { Amount } from '@/components/amount/amount';
import type { OrderDraft } from '../hooks/use-order-draft';
import type { OrderInstrument } from '../types';
import { OrderConditionsFields } from './order-conditions-fields';
import { BuyingPowerPanel } from './buying-power-panel';
import { NextSessionNote } from './next-session-note';
import { TermsNotice } from './order-terms';
import { PracticeOffer } from './practice-offer';
import styles from './trading.module.css';

/** One-tap quantities beside the lots field. */
const QUICK_LOTS = [10, 100, 500, 1000] as const;

/** Decimal price text plus or minus `steps` ticks, kept to the tick's decimals. */
function stepPrice(price: string, tick: string, steps: number): string {
  const decimals = Math.max(2, (tick.split('.')[1] ?? '').length);
  const scale = 10 ** decimals;
  const next = Math.round(Number(price) * scale) + Math.round(Number(tick) * scale) * steps;
  return next <= 0 ? price : (next / scale).toFixed(decimals);
}

interface FormStepProps {
  instrument: OrderInstrument;
  side: Direction;
  /** The class of the active side's colour (red or green, by market and preference). */
  sideClass: string | undefined;
  onDirection: (direction: Direction) => void;
  draft: OrderDraft;
  terms: TradingTerms | undefined;
  previewing: boolean;
  onPreview: () => void;
}

/** Order entry: side, price, lots, leverage, day trading, the estimate and the terms. */
export function FormStep(props: FormStepProps) {
  const { instrument, side, sideClass, onDirection, draft, terms } = props;
  const { t } = useTranslation();
  return (
    <div className={styles.sheetBody} data-testid="order-form">
      <NextSessionNote instrument={instrument} />
      {instrument.session !== 'open' && <PracticeOffer />}
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
      <PriceFields instrument={instrument} side={side} draft={draft} />
      <OrderConditionsFields draft={draft} />
      <LotsField draft={draft} />
      <LeverageField leverages={terms?.leverages ?? [1]} draft={draft} />
      <DayTradingField draft={draft} />
      <Estimate draft={draft} currency={instrument.currency} />
      <BuyingPowerPanel instrument={instrument} side={side} draft={draft} />
      {terms && <TermsNotice terms={terms} currency={instrument.currency} />}
      <div className={styles.sheetFooter}>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={props.previewing}
          onClick={props.onPreview}
          data-testid="order-preview"
        >
          {t('trade.preview')}
        </Button>
      </div>
    </div>
  );
}

interface PriceFieldsProps {
  instrument: OrderInstrument;
  side: Direction;
  draft: OrderDraft;
}

/** Market or limit, and for a limit order the price with its tick and daily range. */
function PriceFields({ instrument, side, draft }: PriceFieldsProps) {
  const { t } = useTranslation();
  const { priceType, limitPrice, setLimitPrice } = draft;
  return (
    <>
      <div className={styles.field}>
        <span className={styles.fieldLabel}>{t('trade.priceType')}</span>
        <div className={styles.chips}>
          {PRICE_TYPES.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={key === priceType}
              className={key === priceType ? styles.chipActive : undefined}
              onClick={() => {
                draft.setPriceType(key);
                if ((key === 'limit' || key === 'stop_limit') && !limitPrice)
                  setLimitPrice(instrument.price);
              }}
              data-testid={`order-type-${key}`}
            >
              {t(`trade.priceTypes.${key}`)}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.fieldHint}>
        {priceType === 'market' && t(`trade.marketHint.${side}`)}
        {(priceType === 'limit' || priceType === 'stop_limit') && t('trade.limitHint')}
      </p>
      {(priceType === 'limit' || priceType === 'stop_limit') && (
        <LimitPriceField instrument={instrument} draft={draft} />
      )}
    </>
  );
}

function LimitPriceField({
  instrument,
  draft,
}: {
  instrument: OrderInstrument;
  draft: OrderDraft;
}) {
  const { t } = useTranslation();
  const { limitPrice, setLimitPrice } = draft;
  const step = (steps: number) =>
    setLimitPrice(stepPrice(limitPrice || instrument.price, instrument.tick_size, steps));
  return (
    <>
      <div className={styles.field}>
        <span className={styles.fieldLabel}>{t('trade.limitPrice')}</span>
        <div className={styles.priceInput}>
          <button type="button" onClick={() => step(-1)} aria-label="-">
            −
          </button>
          <Input
            value={limitPrice}
            onChange={setLimitPrice}
            inputMode="decimal"
            placeholder={t('trade.limitPricePlaceholder')}
            data-testid="order-limit-price"
          />
          <button type="button" onClick={() => step(1)} aria-label="+">
            +
          </button>
        </div>
      </div>
      <p className={styles.fieldHint}>
        {t('trade.tickHint', { tick: formatPrice(instrument.tick_size) })}
        {instrument.limit_down !== null && instrument.limit_up !== null
          ? ` · ${t('trade.limitRange', {
              down: formatPrice(instrument.limit_down),
              up: formatPrice(instrument.limit_up),
            })}`
          : ` · ${t('trade.noLimit')}`}
      </p>
    </>
  );
}

function LotsField({ draft }: { draft: OrderDraft }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.field}>
        <span className={styles.fieldLabel}>{t('trade.lots')}</span>
        <Stepper
          className={styles.lots}
          value={draft.lots as number}
          onChange={(value) => draft.setLots(value ? Math.floor(value) : null)}
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
            onClick={() => draft.setLots(value)}
            data-testid={`order-lots-${value}`}
          >
            {value}
          </button>
        ))}
      </div>
    </>
  );
}

function LeverageField({ leverages, draft }: { leverages: readonly number[]; draft: OrderDraft }) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{t('trade.leverage')}</span>
      <div className={styles.chips} data-testid="order-leverages">
        {leverages.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === draft.chosenLeverage}
            className={value === draft.chosenLeverage ? styles.chipActive : undefined}
            onClick={() => draft.setLeverage(value)}
            data-testid={`order-leverage-${value}`}
          >
            ×{value}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Only when an approved day-trading amount is trading. */
function DayTradingField({ draft }: { draft: OrderDraft }) {
  const { t } = useTranslation();
  const { dayTrading, useIntraday } = draft;
  if (!dayTrading) return null;
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{t('trade.dayTrading')}</span>
      <div className={styles.chips}>
        <button
          type="button"
          aria-pressed={useIntraday}
          className={useIntraday ? styles.chipActive : undefined}
          onClick={draft.toggleIntraday}
          data-testid="order-intraday"
        >
          {t('trade.dayTradingUse', {
            credit: displayMoney(dayTrading.credit),
            currency: dayTrading.currency,
          })}
        </button>
      </div>
      {useIntraday ? <p className={styles.fieldLabel}>{t('trade.dayTradingHint')}</p> : null}
    </div>
  );
}

function Estimate({ draft, currency }: { draft: OrderDraft; currency: string }) {
  const { t } = useTranslation();
  const cost = draft.estimateCost;
  return (
    <dl className={styles.estimate}>
      <div>
        <dt>{t('trade.estimateCost')}</dt>
        <Amount as="dd" value={cost === null ? '—' : displayMoney(cost)} unit={` ${currency}`} />
      </div>
      <div>
        <dt>{t('trade.estimateMargin')}</dt>
        <Amount
          as="dd"
          value={cost === null ? '—' : displayMoney(cost / draft.chosenLeverage)}
          unit={` ${currency}`}
        />
      </div>
    </dl>
  );
}
