import type { Currency } from '@kabuto/shared/money';
import { marketOfCode } from '@kabuto/shared/markets';
import { MAX_LOTS } from '@kabuto/shared/trading-terms';
import type { PriceType, Tif } from '@kabuto/shared/contracts/trading';
import { PRICE_TYPES } from '@kabuto/shared/order-kinds';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import type { TradingStanding } from '../customers/standing.ts';
import { assertMayTrade } from '../customers/standing.ts';
import { lendableShares } from '../lending/service.ts';
import type { Instrument, Quote } from '../market/market-data.ts';
import type { PriceLimits } from '../market/price-rules.ts';
import { valueWithinLimit } from '../market/price-rules.ts';
import { limitPrice } from './prices.ts';
import { orderLimits, queuedFor } from './queue-rules.ts';
import type { TradingTerms } from './rules.ts';
import type { Conditions } from './stops.ts';
import { checkExits, checkStop, isStopType } from './stops.ts';
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
  trigger_price?: string | undefined;
  trailing?: string | undefined;
  tif?: string | undefined;
  stop_loss?: string | undefined;
  take_profit?: string | undefined;
}

export interface CheckedOrder {
  inst: Instrument;
  quote: Quote;
  currency: Currency;
  direction: Direction;
  priceType: PriceType;
  num: number;
  leverage: number;
  /**
   * The price the order is valued at: the bid/ask for market orders, the limit for limit and
   * stop-limit orders, the trigger for stop and trailing orders.
   */
  price_e4: number;
  terms: TradingTerms;
  /** Trigger, trailing distance, time in force and exits. */
  conditions: Conditions;
  /** The session open a queued order waits for (the market is closed now); null: in session. */
  queuedFor: Date | null;
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
  const priceType: PriceType = PRICE_TYPES.find((t) => t === input.price_type) ?? 'market';
  // A stop rests until its trigger trades: it is never queued for the open.
  const queuedFor = isStopType(priceType) ? null : queued;
  const limits = orderLimits(inst, quote, queuedFor);
  const { price_e4, conditions } = pricedConditions(
    inst,
    quote,
    limits,
    direction,
    priceType,
    input,
  );
  const currency = inst.currency;
  return {
    ...{ inst, quote, currency, direction, priceType, leverage, price_e4, terms },
    conditions,
    queuedFor,
  };
}

/** The order's price and what it waits for (stops.ts), and the exits it carries. */
function pricedConditions(
  inst: Instrument,
  quote: Quote,
  limits: PriceLimits | null,
  direction: Direction,
  priceType: PriceType,
  input: OrderInput,
): { price_e4: number; conditions: Conditions } {
  const tif: Tif = input.tif === 'gtc' ? 'gtc' : 'day';
  const stop = isStopType(priceType);
  if (input.intraday === '1' && (stop || tif === 'gtc')) refuse('stop_not_intraday');
  // Prices are checked against the limits of the day the order trades (the next one if queued).
  const day: Quote = {
    ...quote,
    limit_up_e4: limits?.up_e4 ?? null,
    limit_down_e4: limits?.down_e4 ?? null,
  };
  let price_e4: number;
  let waits: Pick<Conditions, 'trigger_e4' | 'trailing' | 'watermark_e4'> = {
    trigger_e4: null,
    trailing: null,
    watermark_e4: null,
  };
  if (stop) ({ price_e4, ...waits } = checkStop(inst, day, direction, priceType, input));
  else if (priceType === 'limit') price_e4 = limitPrice(inst, day, input.price);
  else price_e4 = marketPrice(quote, limits, direction);
  const exits = checkExits(inst, direction, price_e4, input.stop_loss, input.take_profit);
  return { price_e4, conditions: { ...waits, tif, ...exits } };
}

export function previewOf(o: CheckedOrder) {
  const { inst, direction, priceType, price_e4, num, leverage, currency } = o;
  return preview(
    { code: inst.code, direction, priceType, price_e4, num, leverage, currency },
    o.terms,
  );
}
