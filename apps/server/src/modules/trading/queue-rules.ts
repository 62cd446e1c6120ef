import type { Instrument, Quote } from '../market/market-data.ts';
import type { PriceLimits } from '../market/price-rules.ts';
import { priceLimits } from '../market/price-rules.ts';
import { refuse } from '../../lib/refusal.ts';

/**
 * Orders at any hour (issue 15): the pure rules of a queued order. Outside the session an order
 * waits, `queued`, for the next open; its price is checked against the daily limits of the
 * session it waits for, and at the open it is checked again against the new day's (queued.ts).
 */

/**
 * The open a new order waits for: null while the market is in session. Refused when the market
 * is shut and its next open is unknown, and for day-trading orders, which live within a session.
 */
export function queuedFor(quote: Quote, intraday: boolean): Date | null {
  if (quote.session.session === 'open') return null;
  if (intraday || !quote.session.nextOpen) refuse('outside_trading_hours');
  return quote.session.nextOpen;
}

/**
 * The daily limits an order's price must keep: today's in session and over lunch; for an order
 * queued overnight, those of the next session, which are set from the last price (the close).
 */
export function orderLimits(
  inst: Instrument,
  quote: Quote,
  queued: Date | null,
): PriceLimits | null {
  if (queued === null || quote.session.phase === 'lunch') return quoteLimits(quote);
  return priceLimits(inst.market, inst.board, quote.price_e4);
}

/** The limits of the trading day the quote belongs to. */
export function quoteLimits(quote: Quote): PriceLimits | null {
  return quote.limit_up_e4 === null || quote.limit_down_e4 === null
    ? null
    : { up_e4: quote.limit_up_e4, down_e4: quote.limit_down_e4 };
}
