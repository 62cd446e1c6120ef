/**
 * The rule for a price staff set (a block offer, an IPO offering): positive, written with no more
 * decimals than the market allows, on the market's tick grid, and, for a code the market-data
 * provider quotes, within `staff_price_band_pct` of the provider's price. A price is checked as
 * typed, never rounded onto the grid: what is stored is exactly what was approved.
 */
import type { MarketCode } from '@kabuto/shared/markets';
import { marketOfCode } from '@kabuto/shared/markets';
import { CURRENCY_SCALE } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { PRICE_SCALE, priceText, tickSize_e4 } from '../market/service.ts';
import { setting } from '../site/service.ts';

export interface CheckedPrice {
  price_e4: number;
  /** The provider's price the band was measured from; null for a code it does not quote yet. */
  reference_e4: number | null;
}

/** `price` in 1/10,000 of the currency unit, or null when it has more decimals than that. */
function exactE4(price: number): number | null {
  const scaled = price * PRICE_SCALE;
  const e4 = Math.round(scaled);
  if (!Number.isSafeInteger(e4) || Math.abs(scaled - e4) > 1e-6) return null;
  return e4;
}

/** Positive, no finer than the currency or the tick allows, and on the tick grid. */
export function checkPriceGrid(market: MarketCode, price: number): number {
  if (!Number.isFinite(price) || price <= 0) refuse('price_not_positive');
  const e4 = exactE4(price);
  if (e4 === null || e4 <= 0) refuse('price_too_precise');
  const tick = tickSize_e4(market, e4);
  const currencyUnit = 10 ** (4 - CURRENCY_SCALE[marketOfCode(market).currency]);
  if (e4 % Math.min(tick, currencyUnit) !== 0) refuse('price_too_precise');
  if (e4 % tick !== 0) refuse('price_off_tick', { tick: priceText(tick) });
  return e4;
}

/** Refuses a price further than the configured band from the provider's price. */
export async function checkBand(db: Db | Tx, price_e4: number, reference_e4: number) {
  const pct = await setting(db, 'staff_price_band_pct');
  if (Math.abs(price_e4 - reference_e4) * 100 > reference_e4 * pct) {
    refuse('price_outside_band', {
      pct,
      min: priceText(Math.ceil((reference_e4 * (100 - pct)) / 100)),
      max: priceText(Math.floor((reference_e4 * (100 + pct)) / 100)),
    });
  }
}

/**
 * Checks a staff-set price for `code`. `needsReference`: a block of a code the provider does not
 * quote is refused (`price_unavailable`); an IPO of a code not yet listed has no band.
 */
export async function checkStaffPrice(
  ctx: AppContext,
  db: Db | Tx,
  input: { code: string; market: MarketCode; price: number; needsReference: boolean },
): Promise<CheckedPrice> {
  const price_e4 = checkPriceGrid(input.market, input.price);
  const reference_e4 = ctx.market.quote(input.code)?.price_e4 ?? null;
  if (reference_e4 === null) {
    if (input.needsReference) refuse('price_unavailable');
    return { price_e4, reference_e4 };
  }
  await checkBand(db, price_e4, reference_e4);
  return { price_e4, reference_e4 };
}
