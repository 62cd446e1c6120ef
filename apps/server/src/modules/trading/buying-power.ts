import type { BuyingPower } from '@kabuto/shared/contracts/trading';
import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import { MAX_LOTS } from '@kabuto/shared/trading-terms';
import type { AppContext } from '../../context.ts';
import { lendableShares } from '../lending/service.ts';
import { priceText, valueMinor, valueWithinLimit } from '../market/price-rules.ts';
import type { OrderInput } from './checks.ts';
import { orderInstrument, orderPricing } from './checks.ts';
import type { OrderRow } from './repository.ts';
import { customerPendingOrders } from './repository.ts';
import type { TradingTerms } from './rules.ts';
import { feeMinor, marginMinor } from './rules.ts';

/**
 * Buying power (issue 15): what an order of this instrument, side, leverage and price can use,
 * and the most shares it can be for. The maximum is the one the order's own checks accept
 * (placing.ts): one share more is refused with `available_balance_insufficient` (or, past the
 * lending pool or the size rules, with theirs).
 */

/** What the customer's pending orders of `currency` would need when they fill. */
export function committedToPending(
  pending: readonly OrderRow[],
  currency: Currency,
  terms: TradingTerms,
): number {
  return pending
    .filter((r) => r.currency === currency)
    .reduce(
      (t, r) => t + orderNeed(r.limit_price_e4 ?? 0, r.quantity, r.leverage, currency, terms),
      0,
    );
}

/** What an order puts up when it fills: its margin and the purchase fee, minor units. */
export function orderNeed(
  price_e4: number,
  quantity: number,
  leverage: number,
  currency: Currency,
  terms: TradingTerms,
): number {
  const cost = valueMinor(price_e4, quantity, currency);
  return marginMinor(cost, leverage) + feeMinor(cost, terms.purchaseFeeBps, terms.minFee);
}

/** The largest n in 0…max for which `fits(n)` holds; `fits` holds for a prefix of 0…max. */
function largestFitting(max: number, fits: (n: number) => boolean): number {
  let low = 0;
  let high = max;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

export async function buyingPower(
  ctx: AppContext,
  customerId: number,
  input: OrderInput,
): Promise<BuyingPower> {
  const db = ctx.db;
  const { inst, quote, queued } = orderInstrument(ctx, input);
  const o = await orderPricing(ctx, db, inst, quote, queued, input);
  const cash = await ctx.ledger.balance(db, { customerId, purpose: 'cash', currency: o.currency });
  // A market order in session is held only to the cash (the ledger's own rule); a limit order,
  // and any queued order, also to what the pending orders would need (placing.ts).
  const counted = o.priceType === 'limit' || queued !== null;
  const pending = counted
    ? committedToPending(await customerPendingOrders(db, customerId), o.currency, o.terms)
    : 0;
  const available = Math.max(0, cash - pending);
  const lendable = o.direction === 'short' ? await lendableShares(ctx, db, inst.code) : MAX_LOTS;
  const max = largestFitting(
    Math.min(MAX_LOTS, lendable),
    (n) =>
      valueWithinLimit(o.price_e4, n, o.currency) &&
      orderNeed(o.price_e4, n, o.leverage, o.currency, o.terms) <= available,
  );
  const m = (v: number) => formatMoney(v, o.currency);
  return {
    code: inst.code,
    currency: o.currency,
    direction: o.direction,
    leverage: o.leverage,
    price_type: o.priceType,
    price: priceText(o.price_e4),
    cash: m(cash),
    pending: m(pending),
    available: m(available),
    max_quantity: max,
    queued_for: queued?.toISOString() ?? null,
  };
}
