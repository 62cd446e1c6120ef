import type { Insertable } from 'kysely';
import type { ProductRow } from '@kabuto/shared/contracts/account';
import type { MarketType } from '@kabuto/shared/markets';
import { MARKETS, MARKET_TYPES } from '@kabuto/shared/markets';
import type { Currency } from '@kabuto/shared/money';
import { CURRENCY_SCALE, formatMoney } from '@kabuto/shared/money';
import { decimalToScaled } from '@kabuto/shared/panel';
import type { AppContext } from '../../context.ts';
import type { AccountValuesTable } from '../../db/schema.ts';
import type { MarketData } from '../market/market-data.ts';
import { heldRowsOf } from '../account/service.ts';
import { followsHeldAt } from '../copy/service.ts';
import { figuresOf } from '../funding/assets.ts';
import { customerBalanceKey } from '../ledger/ledger.ts';
import { balancesAt, customersWithAccounts } from '../ledger/service.ts';
import type { TradingClose } from '../market/service.ts';
import { CALENDARS, closesUpTo } from '../market/service.ts';
import { POSITION, positionsHeldAt } from '../positions/service.ts';
import { dayRecorded, insertAccountValues } from './repository.ts';

/**
 * Daily account values: each customer's net value in a currency at its market's close, from the
 * one definition of the account figures (funding/assets.ts `figuresOf`), fed with what the ledger,
 * the positions and the followed products were at that instant and the day's closing prices. The
 * job records the last close once; `rebuildAccountValues` works the same rows out again later.
 */

/** Transfers that bring money in from outside or take it out: flows, not gains. */
export const FLOW_CODES: ReadonlySet<string> = new Set([
  'demo_funding',
  'recharge',
  'deposit',
  'withdrawal_paid',
  'exchange',
]);

/** Customers valued per query (the `in` list of each read). */
const CUSTOMERS_PER_BATCH = 500;

export type ValueRow = Insertable<AccountValuesTable>;

/** Daily closes of instruments, read once per code from the provider's daily bars. */
export class ClosingPrices {
  private readonly byCode = new Map<string, [string, number][]>();

  constructor(
    private readonly market: MarketData,
    private readonly days: number,
  ) {}

  /** The close of `day`, or of the last trading day before it; undefined without history. */
  closeOn(code: string, day: string): number | undefined {
    let bars = this.byCode.get(code);
    if (!bars) {
      bars = this.market
        .bars(code, 'day', 'none', this.days)
        .map((b): [string, number] => [b.time.slice(0, 10), b.close_e4]);
      this.byCode.set(code, bars);
    }
    let found: number | undefined;
    for (const [barDay, close] of bars) {
      if (barDay > day) break;
      found = close;
    }
    return found;
  }
}

const toMinor = (text: string, currency: Currency) =>
  Number(decimalToScaled(text, CURRENCY_SCALE[currency]));

/** Cumulative external flows per customer up to an instant (codes of FLOW_CODES). */
export type FlowTotals = Map<number, number>;

/**
 * The values of `customerIds` in `type`'s currency at `close`, with their flows since the
 * previous close (`flowsBefore`: cumulative flows then). Rows that would be all zero are left out.
 */
export async function valuesAtClose(
  ctx: AppContext,
  type: MarketType,
  customerIds: readonly number[],
  close: TradingClose,
  flowsBefore: FlowTotals,
  prices: ClosingPrices,
): Promise<{ rows: ValueRow[]; flows: FlowTotals }> {
  const currency = MARKETS[type].currency;
  const [balances, positions, follows] = await Promise.all([
    balancesAt(ctx.db, { customerIds, currency, at: close.close_at, counting: 'at-or-before' }),
    positionsHeldAt(ctx.db, {
      customerIds,
      currency,
      at: close.close_at,
      counting: 'at-or-before',
    }),
    followsHeldAt(ctx.db, customerIds, currency, close.close_at),
  ]);
  const balancesOf = groupBy(balances, (b) => b.customerId);
  const positionsOf = groupBy(positions, (p) => p.customer_id);
  const followsOf = groupBy(follows, (f) => f.customer_id);
  const rows: ValueRow[] = [];
  const flows: FlowTotals = new Map();
  for (const customerId of customerIds) {
    const byKey = new Map<string, number>();
    const frozenByCode = new Map<string, number>();
    let flowTotal = 0;
    for (const b of balancesOf.get(customerId) ?? []) {
      const key = customerBalanceKey(b.purpose as 'cash', currency);
      byKey.set(key, (byKey.get(key) ?? 0) + b.amount);
      if (b.purpose === 'frozen')
        frozenByCode.set(b.code, (frozenByCode.get(b.code) ?? 0) + b.amount);
      if (FLOW_CODES.has(b.code)) flowTotal += b.amount;
    }
    flows.set(customerId, flowTotal);
    const held = heldRowsOf(
      ctx,
      // Held at the close: a position closed since then is marked as it was, at the close.
      (positionsOf.get(customerId) ?? []).map((p) => ({
        ...p,
        status: POSITION.holding,
        sell_price_e4: null,
      })),
      currency,
      'us',
      (code) => prices.closeOn(code, close.day),
    );
    const products = (followsOf.get(customerId) ?? []).map((f): ProductRow => ({
      id: f.id,
      status: 0,
      money: formatMoney(f.amount, currency),
    }));
    const figures = figuresOf(currency, { balances: byKey, frozenByCode, held, products });
    const row: ValueRow = {
      customer_id: customerId,
      currency,
      day: close.day,
      cash: toMinor(figures.balance, currency),
      positions:
        toMinor(figures.positions_margin, currency) + toMinor(figures.floating_pnl, currency),
      products: toMinor(figures.products_value, currency),
      liabilities: toMinor(figures.loans, currency),
      value: toMinor(figures.net_assets, currency),
      net_flow: flowTotal - (flowsBefore.get(customerId) ?? 0),
      closed_at: close.close_at,
      source: 'close',
    };
    const empty = [row.cash, row.positions, row.products, row.liabilities, row.net_flow];
    if (empty.some((v) => v !== 0)) rows.push(row);
  }
  return { rows, flows };
}

/** Cumulative flows of customers at an instant (the day before the first one valued). */
async function flowsAt(
  ctx: AppContext,
  customerIds: readonly number[],
  currency: Currency,
  at: string,
): Promise<FlowTotals> {
  const flows: FlowTotals = new Map();
  for (const b of await balancesAt(ctx.db, {
    customerIds,
    currency,
    at,
    counting: 'at-or-before',
  })) {
    if (FLOW_CODES.has(b.code)) flows.set(b.customerId, (flows.get(b.customerId) ?? 0) + b.amount);
  }
  return flows;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The rows of the last `count` closes of `type`'s market up to now, worked out again from the
 * ledger, the positions, the products and the closing prices (oldest first). Nothing is written.
 */
export async function rebuildAccountValues(
  ctx: AppContext,
  type: MarketType,
  count: number,
): Promise<ValueRow[]> {
  const market = MARKETS[type];
  const closes = closesUpTo(CALENDARS[market.code], ctx.clock.now(), count + 1);
  const prices = new ClosingPrices(ctx.market, count + 30);
  const ids = await customersWithAccounts(ctx.db, market.currency);
  const rows: ValueRow[] = [];
  for (const batch of batches(ids, CUSTOMERS_PER_BATCH)) {
    let flows = await flowsAt(ctx, batch, market.currency, closes[0]!.close_at);
    for (const close of closes.slice(1)) {
      const day = await valuesAtClose(ctx, type, batch, close, flows, prices);
      rows.push(...day.rows);
      flows = day.flows;
    }
  }
  return rows.sort((a, b) => a.day.localeCompare(b.day) || a.customer_id - b.customer_id);
}

/**
 * The job at each market's close: records every customer's value at the last close that has
 * passed, once (a day already recorded is skipped; a row already there is kept). Answers the
 * number of rows written.
 */
export async function recordAccountValues(ctx: AppContext): Promise<number> {
  let written = 0;
  for (const type of MARKET_TYPES) {
    const market = MARKETS[type];
    const [before, last] = closesUpTo(CALENDARS[market.code], ctx.clock.now(), 2);
    if (!before || !last || (await dayRecorded(ctx.db, market.currency, last.day))) continue;
    const prices = new ClosingPrices(ctx.market, 10);
    const ids = await customersWithAccounts(ctx.db, market.currency);
    for (const batch of batches(ids, CUSTOMERS_PER_BATCH)) {
      const flows = await flowsAt(ctx, batch, market.currency, before.close_at);
      const day = await valuesAtClose(ctx, type, batch, last, flows, prices);
      written += await insertAccountValues(ctx.db, day.rows);
    }
  }
  return written;
}
