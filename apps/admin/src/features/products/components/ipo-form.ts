/** What staff type into the new-offering form, and the offering draft it makes. */
import type { IpoMarket, OfferingDraft } from '@kabuto/shared/contracts/admin-products';
import type { OfferingMode } from '@kabuto/shared/contracts/ipo';
import { fromLocalInput, inDays, toLocalInput } from './datetime';
import { completeNames, NO_NAMES, type ProductNames } from './product-fields';

export type TimeField =
  | 'subscribe_start'
  | 'subscribe_end'
  | 'draw_at'
  | 'pay_deadline'
  | 'listing_at'
  | 'distribution_at';

/** The offering's dates, each proposed this many days from now. */
export const TIME_FIELDS: readonly { name: TimeField; days: number }[] = [
  { name: 'subscribe_start', days: 0 },
  { name: 'subscribe_end', days: 3 },
  { name: 'draw_at', days: 4 },
  { name: 'pay_deadline', days: 6 },
  { name: 'listing_at', days: 8 },
  { name: 'distribution_at', days: 8 },
];

export interface IpoForm {
  code: string;
  names: ProductNames;
  market: IpoMarket;
  mode: OfferingMode;
  sponsor: string;
  price: string;
  provisional: string;
  per: string;
  quantity: string;
  lot: string;
  maxLots: string;
  times: Record<TimeField, string>;
}

export function initialIpoForm(now: Date = new Date()): IpoForm {
  return {
    code: '',
    names: NO_NAMES,
    market: 'JP',
    mode: 'prepaid',
    sponsor: '',
    price: '',
    provisional: '',
    per: '',
    quantity: '',
    lot: '1',
    maxLots: '10',
    times: Object.fromEntries(
      TIME_FIELDS.map((field) => [field.name, toLocalInput(inDays(field.days, now))]),
    ) as Record<TimeField, string>,
  };
}

/** The offering to create, or null while a field is missing or out of range. */
export function ipoDraft(form: IpoForm): OfferingDraft | null {
  const { code, price, provisional, per, quantity, lot, maxLots, sponsor } = form;
  const name = completeNames(form.names);
  const numbers = [price, provisional, quantity, lot, maxLots].map(Number);
  const iso = TIME_FIELDS.map((field) => fromLocalInput(form.times[field.name]));
  if (
    !code.trim() ||
    !name ||
    !sponsor.trim() ||
    numbers.some((n) => !Number.isFinite(n) || n <= 0) ||
    iso.some((value) => value === null)
  ) {
    return null;
  }
  const [start, end, draw, pay, listing, distribution] = iso as string[];
  return {
    code: code.trim().toUpperCase(),
    name,
    market: form.market,
    mode: form.mode,
    price: Number(price),
    provisional_price: Number(provisional),
    ...(per.trim() ? { per: per.trim() } : {}),
    quantity: Number(quantity),
    lot: Number(lot),
    max_lots: Number(maxLots),
    sponsor: sponsor.trim(),
    subscribe_start: start!,
    subscribe_end: end!,
    draw_at: draw!,
    pay_deadline: pay!,
    listing_at: listing!,
    distribution_at: distribution!,
  };
}
