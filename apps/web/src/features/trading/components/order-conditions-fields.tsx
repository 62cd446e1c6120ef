import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TIFS } from '@kabuto/shared/order-kinds';
import type { OrderDraft } from '../hooks/use-order-draft';
import styles from './trading.module.css';

/**
 * The order sheet's stop and exit fields (issue 15): the trigger of a stop or stop-limit, the
 * distance of a trailing stop, the time in force of a resting order, and the exits to attach to
 * the position. Each says its rule before the preview.
 */
export function OrderConditionsFields({ draft }: { draft: OrderDraft }) {
  const { t } = useTranslation();
  const c = draft.conditions;
  const type = draft.priceType;
  const input = (
    testId: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    placeholder?: string,
  ) => (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <Input
        value={value}
        onChange={onChange}
        inputMode="decimal"
        placeholder={placeholder}
        clearable
        data-testid={testId}
      />
    </div>
  );
  return (
    <div data-testid="order-conditions">
      {(type === 'stop' || type === 'stop_limit') &&
        input('order-trigger-price', t('trade.stops.trigger'), c.triggerPrice, c.setTriggerPrice)}
      {type === 'trailing' &&
        input(
          'order-trailing',
          t('trade.stops.trailing'),
          c.trailing,
          c.setTrailing,
          t('trade.stops.trailingPlaceholder'),
        )}
      {type !== 'market' && type !== 'limit' && (
        <p className={styles.fieldHint}>{t(`trade.stops.hint.${type}`)}</p>
      )}
      {type !== 'market' && (
        <>
          <div className={styles.field}>
            <span className={styles.fieldLabel}>{t('trade.stops.tif')}</span>
            <div className={styles.chips}>
              {TIFS.map((key) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={key === c.tif}
                  className={key === c.tif ? styles.chipActive : undefined}
                  onClick={() => c.setTif(key)}
                  data-testid={`order-tif-${key}`}
                >
                  {t(`trade.stops.tifs.${key}`)}
                </button>
              ))}
            </div>
          </div>
          <p className={styles.fieldHint}>{t(`trade.stops.tifHint.${c.tif}`)}</p>
        </>
      )}
      {input('order-stop-loss', t('trade.stops.stopLoss'), c.stopLoss, c.setStopLoss)}
      {input('order-take-profit', t('trade.stops.takeProfit'), c.takeProfit, c.setTakeProfit)}
      <p className={styles.fieldHint}>{t('trade.stops.exitsHint')}</p>
    </div>
  );
}
