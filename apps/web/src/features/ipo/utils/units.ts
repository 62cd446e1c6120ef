/** Counts of shares and lots in the customer's language, singular or plural. */
import type { TFunction } from 'i18next';
import { formatPrice } from '@/lib/market-format';

export function sharesText(t: TFunction, n: number): string {
  return t(n === 1 ? 'ipo.units.share' : 'ipo.units.shares', { n: formatPrice(n) });
}

export function lotsText(t: TFunction, n: number): string {
  return t(n === 1 ? 'ipo.units.lot' : 'ipo.units.lots', { n: formatPrice(n) });
}

/** "3 lots (300 shares)". */
export function lotsShares(t: TFunction, lots: number, shares: number): string {
  return t('ipo.units.lotsShares', { lots: lotsText(t, lots), shares: sharesText(t, shares) });
}
