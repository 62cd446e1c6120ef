import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawnAndIdle } from '@/lib/idle';
import { redIsUp, useUpDownStore } from '@/lib/updown';
import type { Direction } from '@kabuto/shared/contracts/trading';
import type { OrderInstrument } from '../types';
import styles from './trading.module.css';

/**
 * The order sheet, closed until a tap, with what it asks for as it mounts (the trading terms, the
 * day-trading credit, the site's settings): loaded and mounted once the screen is drawn, so that
 * none of it shares the phone's network with the price (issue 18). A tap before then opens it as
 * soon as it has come.
 */
const OrderSheet = lazy(async () => ({ default: (await import('./order-sheet')).OrderSheet }));

/** How long the order sheet waits for an idle moment at most after the screen is drawn. */
const SHEET_WAIT_MS = 1_000;

/** The detail screen's action bar: buy (long) or sell short, each opening the order sheet. */
export function OrderEntry({ instrument }: { instrument: OrderInstrument }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<Direction | null>(null);
  const drawn = useDrawnAndIdle(SHEET_WAIT_MS);
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
      {(drawn || direction !== null) && (
        <Suspense fallback={null}>
          <OrderSheet
            instrument={instrument}
            direction={direction}
            onDirection={setDirection}
            onClose={() => setDirection(null)}
          />
        </Suspense>
      )}
    </>
  );
}
