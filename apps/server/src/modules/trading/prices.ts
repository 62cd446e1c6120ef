import type { MessageKey } from '@kabuto/shared/catalogue';
import { refuse } from '../../lib/refusal.ts';
import type { Instrument, Quote } from '../market/market-data.ts';
import { PRICE_SCALE, isOnTick, priceText, tickSize_e4 } from '../market/price-rules.ts';

/** The prices an order names (limit, trigger, exits), read the one way. */

/** Decimal price text to e4 units, exactly; null when it is not a plain decimal. */
export function parsePrice(text: string | undefined): number | null {
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec((text ?? '').trim());
  if (!m) return null;
  const e4 = Number(m[1]) * PRICE_SCALE + Number((m[2] ?? '').padEnd(4, '0'));
  return Number.isSafeInteger(e4) ? e4 : null;
}

/** A positive price on the market's tick grid (exits may lie beyond today's limits). */
export function tickPrice(inst: Instrument, text: string | undefined): number {
  const parsed = parsePrice(text);
  if (parsed === null || parsed <= 0) refuse('number_format');
  if (!isOnTick(inst.market, parsed)) {
    refuse('price_off_tick', { tick: priceText(tickSize_e4(inst.market, parsed)) });
  }
  return parsed;
}

/**
 * A limit or trigger price: a plain decimal on the tick grid, within the day's limits;
 * `missing` is the refusal when none is given.
 */
export function limitPrice(
  inst: Instrument,
  quote: Quote,
  text: string | undefined,
  missing: MessageKey = 'price_required',
): number {
  if (!text) refuse(missing);
  const parsed = tickPrice(inst, text);
  if (
    (quote.limit_up_e4 !== null && parsed > quote.limit_up_e4) ||
    (quote.limit_down_e4 !== null && parsed < quote.limit_down_e4)
  ) {
    refuse('beyond_price_limit');
  }
  return parsed;
}
