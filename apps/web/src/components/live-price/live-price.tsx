import { useState } from 'react';
import type { Market } from '@/lib/market-format';
import { formatPrice } from '@/lib/market-format';
import { redIsUp, useTone, useUpDownStore } from '@/lib/updown';
import styles from './live-price.module.css';

interface LivePriceProps {
  market: Market | string;
  price: string | null | undefined;
  /** The day's change: it sets the colour (market convention, or the customer's choice). */
  change: string | null | undefined;
  className?: string;
  testId?: string;
}

/** A price that flashes in the colour of its move each time it changes. */
export function LivePrice({ market, price, change, className, testId }: LivePriceProps) {
  const tone = useTone();
  const swapped = useUpDownStore((state) => state.swapped);
  const [seen, setSeen] = useState(price);
  const [flash, setFlash] = useState<{ up: boolean; n: number } | null>(null);
  if (price !== seen) {
    // A new price: remember it and flash (derived during render, no effect needed).
    setSeen(price);
    if (seen && price) setFlash({ up: Number(price) > Number(seen), n: (flash?.n ?? 0) + 1 });
  }
  const flashRed = flash ? flash.up === redIsUp(market, swapped) : false;
  // Each tick restarts the flash by naming the other of two like animations, so the element is
  // kept: it was made anew every tick (a new key), a node removed and one added each second for
  // every price on the screen.
  const flashClass = flash
    ? `${flashRed ? styles.flashRed : styles.flashGreen} ${
        flash.n % 2 ? styles.flashOnce : styles.flashAgain
      }`
    : '';
  return (
    <span
      className={`${styles.price} ${styles[tone(market, change)]} ${flashClass} ${
        className ?? ''
      } kb-figure`}
      data-testid={testId}
      data-flash={flash ? (flash.up ? 'up' : 'down') : undefined}
    >
      {formatPrice(price)}
    </span>
  );
}
