/** Counts of shares in the customer's language, singular or plural (one lot is one share). */
import type { TFunction } from 'i18next';
import { formatPrice } from '@/lib/market-format';

export function sharesText(t: TFunction, n: number): string {
  return t(n === 1 ? 'block.units.share' : 'block.units.shares', { n: formatPrice(n) });
}
