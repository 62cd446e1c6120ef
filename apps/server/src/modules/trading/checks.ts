import type { Currency } from '@kabuto/shared/money';
import { marketOfCode } from '@kabuto/shared/markets';
import { MAX_LOTS } from '@kabuto/shared/trading-terms';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import type { TradingStanding } from '../customers/standing.ts';
import { assertMayTrade } from '../customers/standing.ts';
import { lendableShares } from '../lending/service.ts';
import type { Instrument, Quote } from '../market/market-data.ts';
import type { PriceLimits } from '../market/price-rules.ts';
import {
  PRICE_SCALE,
  isOnTick,
  priceText,
  tickSize_e4,
  valueWithinLimit,
} from '../market/price-rules.ts';
import { orderLimits, queuedFor } from './queue-rules.ts';
import type { TradingTerms } from './rules.ts';
import { preview, tradingTerms } from './rules.ts';

/** The rules every order meets, in the order of the issue; nothing is written here. */

export type Direction = 'long' | 'short';

export interface OrderInput {
  code?: string | undefined;
  num?: string | undefined;
  direction?: string | undefined;
  leverage?: string | undefined;
  price_type?: string | undefined;
  price?: string | undefined;
  nonce?: string | undefined;
  /** '1': fund the order from the approved day-trading amount; it closes at the session end. */
  intraday?: string | undefined;
}

export interface CheckedOrder {
  inst: Instrument;
  quote: Quote;
  currency: Currency;
  direction: Direction;
  priceType: 'market' | 'limit';
  num: number;
  leverage: number;
  /** The price the order is valued at: the bid/ask for market orders, the limit otherwise. */
  price_e4: number;
  terms: TradingTerms;
  /** The session open a queued order waits for (the market is closed now); null: in session. */
  queuedFor: Date | null;
}

/** Decimal price text to e4 units, exactly; null when it is not a plain decimal. */
function parsePrice(text: string | undefined): number | null {
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec((text ?? '').trim());
  if (!m) return null;
  const e4 = Number(m[1]) * PRICE_SCALE + Number((m[2] ?? '').padEnd(4, '0'));
  return Number.isSafeInteger(e4) ? e4 : null;
}

/** A limit order's price: a plain decimal on the tick grid, within the day's limits. */
function limitPrice(
  inst: Instrument,
  limits: PriceLimits | null,
  text: string | undefined,
): number {
  if (!text) refuse('price_required');
  const parsed = parsePrice(text);
  if (parsed === null || parsed <= 0) refuse('number_format');
  if (!isOnTick(inst.market, parsed)) {
    refuse('price_off_tick', { tick: priceText(tickSize_e4(inst.market, parsed)) });
  }
  if (limits && (parsed > limits.up_e4 || parsed < limits.down_e4)) refuse('beyond_price_limit');
  return parsed;
}

/** A market order's price: the ask to buy, the bid to sell short. */
function marketPrice(quote: Quote, limits: PriceLimits | null, direction: Direction): number {
  // A market order cannot buy at limit-up or sell short at limit-down: nobody takes the other side.
  if (direction === 'long' && limits && quote.price_e4 >= limits.up_e4)
    refuse('beyond_price_limit');
  if (direction === 'short' && limits && quote.price_e4 <= limits.down_e4)
    refuse('beyond_price_limit');
  return direction === 'long' ? quote.ask_e4 : quote.bid_e4;
}

export async function checkOrder(
  ctx: AppContext,
  db: Db | Tx,
  customer: TradingStanding,
  input: OrderInput,
): Promise<CheckedOrder> {
  assertMayTrade(customer);
  if (!customer.hasFundPassword) refuse('fund_password_not_set');
  const { inst, quote, queued } = orderInstrument(ctx, input);
  const numText = (input.num ?? '').trim();
  if (!numText) refuse('lots_required');
  if (!/^\d+$/.test(numText) || Number(numText) <= 0 || Number(numText) > MAX_LOTS)
    refuse('lots_required');
  const num = Number(numText);
  const priced = await orderPricing(ctx, db, inst, quote, queued, input);
  // The order's value is an amount like any other: within the limit of one operation (money.ts).
  if (!valueWithinLimit(priced.price_e4, num, inst.currency)) refuse('amount_too_large');
  // A short sale borrows shares from the lending pool, which limits what can be shorted.
  if (priced.direction === 'short' && (await lendableShares(ctx, db, inst.code)) < num)
    refuse('short_unavailable');
  return { ...priced, num };
}

/** The instrument, its quote, and the open the order waits for (null: in session). */
export function orderInstrument(ctx: AppContext, input: OrderInput) {
  const inst = input.code ? ctx.market.instrument(input.code) : undefined;
  if (!inst) refuse('cannot_buy');
  const quote = ctx.market.quote(inst.code);
  if (!quote || quote.price_e4 <= 0) refuse('price_unavailable');
  // Outside the session the order is queued for the next open (queue-rules.ts).
  const queued = queuedFor(quote, input.intraday === '1');
  return { inst, quote, queued };
}

/** Side, terms, leverage and the price the order is valued at (the limit, or the bid/ask). */
export async function orderPricing(
  ctx: AppContext,
  db: Db | Tx,
  inst: Instrument,
  quote: Quote,
  queued: Date | null,
  input: OrderInput,
): Promise<Omit<CheckedOrder, 'num'>> {
  const direction: Direction = input.direction === 'short' ? 'short' : 'long';
  const terms = await tradingTerms(db, marketOfCode(inst.market).type);
  const leverage = Number(input.leverage || '1');
  if (!terms.leverages.includes(leverage)) refuse('leverage_invalid');
  // Stop, stop-limit and trailing orders are placed through their own checks (stops.ts).
  if (input.price_type !== 'market' && input.price_type !== 'limit') refuse('invalid_parameter');
  const priceType = input.price_type === 'limit' ? 'limit' : 'market';
  const limits = orderLimits(inst, quote, queued);
  const price_e4 =
    priceType === 'limit'
      ? limitPrice(inst, limits, input.price)
      : marketPrice(quote, limits, direction);
  const currency = inst.currency;
  return {
    ...{ inst, quote, currency, direction, priceType, leverage, price_e4, terms },
    queuedFor: queued,
  };
}

export function previewOf(o: CheckedOrder) {
  const { inst, direction, priceType, price_e4, num, leverage, currency } = o;
  return preview(
    { code: inst.code, direction, priceType, price_e4, num, leverage, currency },
    o.terms,
  );
}
