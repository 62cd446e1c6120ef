import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redIsUp, useUpDownStore } from '@/lib/updown';
import type { Direction } from '@kabuto/shared/contracts/trading';
import type { OrderInstrument } from '../types';
import { OrderSheet } from './order-sheet';
import styles from './trading.module.css';

/** The detail screen's action bar: buy (long) or sell short, each opening the order sheet. */
export function OrderEntry({ instrument }: { instrument: OrderInstrument }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<Direction | null>(null);
  const swapped = useUpDownStore((state) => state.swapped);
  // Buying takes the colour of a rise in this market, selling short that of a fall.
  const redBuy = redIsUp(instrument.market, swapped);
  return (
    <>
      <div className={styles.actionBar} data-testid="order-entry">
        <button
          type="button"
          className={`${styles.actionButton} ${redBuy ? styles.red : styles.green}`}
          onClick={() => setDirection('long')}
          data-testid="order-buy"
        >
          <strong>{t('trade.buy')}</strong>
          <span>{t('trade.buyHint')}</span>
        </button>
        <button
          type="button"
          className={`${styles.actionButton} ${redBuy ? styles.green : styles.red}`}
          onClick={() => setDirection('short')}
          data-testid="order-short"
        >
          <strong>{t('trade.short')}</strong>
          <span>{t('trade.shortHint')}</span>
        </button>
      </div>
      <OrderSheet
        instrument={instrument}
        direction={direction}
        onDirection={setDirection}
        onClose={() => setDirection(null)}
      />
    </>
  );
}
