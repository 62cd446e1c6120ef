import type { Currency } from '@kabuto/shared/money';
import { MARKETS, MARKET_TYPES } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import { valueMinor } from '../market/price-rules.ts';
import { CALENDARS, closesUpTo } from '../market/service.ts';
import { insertAccountValues } from './repository.ts';
import type { ValueRow } from './values.ts';
import { ClosingPrices } from './values.ts';

/** Trading days of replayed history per market, and the basket that is replayed. */
const DEMO_DAYS = 60;
const BASKET_SIZE = 3;
const INVESTED_SHARE = 0.5;

/**
 * The demo customer's believable past, so the first run shows a curve and not one point: for each
 * market, the simulated market is replayed over its last 60 closes as if half of the opening
 * balance had been held in three of the market's instruments. The values are anchored to end at
 * the balance the seed credits, the first day carries that money as its inflow, and the rows are
 * marked `demo`: they come from the replay, not from the ledger (the rebuild makes only `close`
 * rows). The seed's credit arrives after the last replayed close; performance counts it as the
 * money the replay already holds (see `performance.ts`), not as a second inflow.
 */
export async function seedDemoHistory(
  ctx: AppContext,
  customerId: number,
  balances: readonly { currency: Currency; amount: number }[],
): Promise<number> {
  const rows: ValueRow[] = [];
  for (const type of MARKET_TYPES) {
    const market = MARKETS[type];
    const opening = balances.find((b) => b.currency === market.currency)?.amount ?? 0;
    const closes = closesUpTo(CALENDARS[market.code], ctx.clock.now(), DEMO_DAYS);
    const prices = new ClosingPrices(ctx.market, DEMO_DAYS + 40);
    const first = closes[0];
    const last = closes.at(-1);
    if (opening <= 0 || !first || !last) continue;
    const budget = (opening * INVESTED_SHARE) / BASKET_SIZE;
    const basket = ctx.market
      .instruments()
      .filter((i) => i.market === market.code && prices.closeOn(i.code, first.day) !== undefined)
      .slice(0, BASKET_SIZE)
      .map((i) => ({
        code: i.code,
        quantity: Math.floor(
          budget / valueMinor(prices.closeOn(i.code, first.day)!, 1, market.currency),
        ),
      }));
    const held = (day: string) =>
      basket.reduce(
        (t, b) => t + valueMinor(prices.closeOn(b.code, day) ?? 0, b.quantity, market.currency),
        0,
      );
    const end = held(last.day);
    closes.forEach((close, i) => {
      const positions = held(close.day);
      const value = opening + positions - end;
      rows.push({
        customer_id: customerId,
        currency: market.currency,
        day: close.day,
        cash: value - positions,
        positions,
        products: 0,
        liabilities: 0,
        value,
        net_flow: i === 0 ? value : 0,
        closed_at: close.close_at,
        source: 'demo',
      });
    });
  }
  return insertAccountValues(ctx.db, rows);
}
