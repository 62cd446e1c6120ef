import type { Tif } from '@kabuto/shared/contracts/trading';
import { GTC_DAYS, STOP_PRICE_TYPES } from '@kabuto/shared/order-kinds';
import { refuse } from '../../lib/refusal.ts';
import type { Instrument, Quote } from '../market/market-data.ts';
import { priceText } from '../market/price-rules.ts';
import {
  CALENDARS,
  isTradingDay,
  localTime,
  nextTradingDay,
  sessionsOn,
  zonedToUtc,
} from '../market/service.ts';
import { limitPrice, parsePrice, tickPrice } from './prices.ts';

/**
 * The conditions of a resting order (issue 15): the trigger of a stop or stop-limit, the
 * distance of a trailing stop, the time in force and when it ends, and the exits to attach to
 * the position it opens. Only checks and arithmetic; nothing is written here.
 *
 * A buy (long) stop triggers when the last price reaches its trigger from below, a short-sale
 * stop from above; a trailing stop's trigger follows the best price seen (the lowest for a buy,
 * the highest for a short sale) at its distance. Exits: a long position's stop-loss lies below
 * the price and its take-profit above; a short position's the other way round.
 */

export type StopType = (typeof STOP_PRICE_TYPES)[number];
export type Side = 'long' | 'short';

export function isStopType(priceType: string): priceType is StopType {
  return (STOP_PRICE_TYPES as readonly string[]).includes(priceType);
}

export interface Trailing {
  /** Distance as an amount (e4) or a percentage (basis points); one of them. */
  e4: number | null;
  bps: number | null;
}

export interface Conditions {
  trigger_e4: number | null;
  trailing: Trailing | null;
  /** The best price seen, for a trailing stop. */
  watermark_e4: number | null;
  tif: Tif;
  stopLoss_e4: number | null;
  takeProfit_e4: number | null;
}

/** Largest trailing percentage accepted, in basis points (50%). */
const MAX_TRAILING_BPS = 5_000;

/** "50" or "2%" (up to two decimals of a percent) → the distance; refused otherwise. */
export function parseTrailing(text: string | undefined): Trailing {
  const t = (text ?? '').trim();
  if (t.endsWith('%')) {
    const m = /^(\d+)(?:\.(\d{1,2}))?%$/.exec(t);
    const bps = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : 0;
    if (!(bps > 0 && bps <= MAX_TRAILING_BPS)) refuse('trailing_invalid');
    return { e4: null, bps };
  }
  const e4 = parsePrice(t);
  if (e4 === null || e4 <= 0) refuse('trailing_invalid');
  return { e4, bps: null };
}

/** A trailing stop's trigger from its best price seen: above it for a buy, below for a short. */
export function trailingTrigger(side: Side, watermark_e4: number, t: Trailing): number {
  const distance = t.e4 ?? Math.round((watermark_e4 * (t.bps ?? 0)) / 10_000);
  return side === 'long' ? watermark_e4 + distance : Math.max(0, watermark_e4 - distance);
}

/** Whether a stop on `side` fires at `price_e4`. */
export function stopFires(side: Side, trigger_e4: number, price_e4: number): boolean {
  return side === 'long' ? price_e4 >= trigger_e4 : price_e4 <= trigger_e4;
}

export interface ConditionInput {
  price_type?: string | undefined;
  price?: string | undefined;
  trigger_price?: string | undefined;
  trailing?: string | undefined;
  tif?: string | undefined;
  stop_loss?: string | undefined;
  take_profit?: string | undefined;
  intraday?: string | undefined;
}

/**
 * Checks what a stop, stop-limit or trailing order waits for and returns its conditions with the
 * price the order is valued at (the trigger; a stop-limit's limit).
 */
export function checkStop(
  inst: Instrument,
  quote: Quote,
  side: Side,
  type: StopType,
  input: ConditionInput,
): {
  price_e4: number;
  trigger_e4: number;
  trailing: Trailing | null;
  watermark_e4: number | null;
} {
  const last = quote.price_e4;
  if (type === 'trailing') {
    const trailing = parseTrailing(input.trailing);
    const trigger_e4 = trailingTrigger(side, last, trailing);
    if (trigger_e4 <= 0) refuse('trailing_invalid');
    return { price_e4: trigger_e4, trigger_e4, trailing, watermark_e4: last };
  }
  const trigger_e4 = limitPrice(inst, quote, input.trigger_price, 'trigger_required');
  if (stopFires(side, trigger_e4, last))
    refuse('stop_trigger_wrong_side', { price: priceText(last) });
  if (type === 'stop')
    return { price_e4: trigger_e4, trigger_e4, trailing: null, watermark_e4: null };
  const limit_e4 = limitPrice(inst, quote, input.price);
  if (side === 'long' ? limit_e4 < trigger_e4 : limit_e4 > trigger_e4)
    refuse('stop_limit_wrong_side');
  return { price_e4: limit_e4, trigger_e4, trailing: null, watermark_e4: null };
}

/**
 * The exits for a position on `side` valued at `ref_e4` (empty text: none): the stop-loss on the
 * losing side of it, the take-profit on the winning side.
 */
export function checkExits(
  inst: Instrument,
  side: Side,
  ref_e4: number,
  stopLoss: string | undefined,
  takeProfit: string | undefined,
): { stopLoss_e4: number | null; takeProfit_e4: number | null } {
  const sl = stopLoss?.trim() ? tickPrice(inst, stopLoss) : null;
  const tp = takeProfit?.trim() ? tickPrice(inst, takeProfit) : null;
  const price = priceText(ref_e4);
  if (sl !== null && (side === 'long' ? sl >= ref_e4 : sl <= ref_e4))
    refuse('stop_loss_wrong_side', { price });
  if (tp !== null && (side === 'long' ? tp <= ref_e4 : tp >= ref_e4))
    refuse('take_profit_wrong_side', { price });
  return { stopLoss_e4: sl, takeProfit_e4: tp };
}

/** Which exit fires at `price_e4` for a position on `side`, if any (the stop-loss first). */
export function exitFires(
  side: Side,
  stopLoss_e4: number | null,
  takeProfit_e4: number | null,
  price_e4: number,
): 'stop_loss' | 'take_profit' | null {
  if (stopLoss_e4 !== null && (side === 'long' ? price_e4 <= stopLoss_e4 : price_e4 >= stopLoss_e4))
    return 'stop_loss';
  if (
    takeProfit_e4 !== null &&
    (side === 'long' ? price_e4 >= takeProfit_e4 : price_e4 <= takeProfit_e4)
  )
    return 'take_profit';
  return null;
}

/**
 * When a resting order placed at `now` on `inst`'s market expires: a day order at the end of
 * the current (or, outside it, the next) trading day's session; a gtc order after 30 days.
 */
export function expiryOf(inst: Instrument, tif: Tif, now: Date): string {
  if (tif === 'gtc') return new Date(now.getTime() + GTC_DAYS * 86_400_000).toISOString();
  const cal = CALENDARS[inst.market];
  let date = localTime(now, cal.timeZone).date;
  if (!isTradingDay(cal, date)) date = nextTradingDay(cal, date);
  for (;;) {
    const sessions = sessionsOn(cal, date);
    const end = zonedToUtc(date, sessions[sessions.length - 1]![1], cal.timeZone);
    if (end > now) return end.toISOString();
    date = nextTradingDay(cal, date);
  }
}
