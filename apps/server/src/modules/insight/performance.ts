import type { Allocation, AllocationSlice, Performance } from '@kabuto/shared/contracts/insight';
import type { PerformanceRange } from '@kabuto/shared/insight-kinds';
import type { MarketType } from '@kabuto/shared/markets';
import { MARKETS, MARKET_TYPES } from '@kabuto/shared/markets';
import type { Currency } from '@kabuto/shared/money';
import { CURRENCY_SCALE, formatMoney, isCurrency } from '@kabuto/shared/money';
import { decimalToScaled } from '@kabuto/shared/panel';
import type { AppContext } from '../../context.ts';
import { accountFigures } from '../funding/assets.ts';
import { realisedBetween } from '../positions/service.ts';
import type { AccountValue } from './repository.ts';
import { accountValues } from './repository.ts';

/** How far back each range reaches, in calendar days (all: every recorded day). */
const RANGE_DAYS: Readonly<Record<PerformanceRange, number | null>> = {
  '1w': 7,
  '1m': 31,
  '3m': 92,
  '1y': 366,
  all: null,
};

export interface DailyValue {
  value: number;
  net_flow: number;
}

/**
 * The time-weighted return of consecutive daily values, as a ratio (0.05 is 5 %). Each day's
 * flow is taken as arriving at the start of the day, so the day's return is
 * value ÷ (previous value + flow) − 1, and the days are chained: a deposit or a withdrawal moves
 * the value but is never a gain or a loss. `base` is the value before the first day (0 when the
 * range starts with the account). A day with nothing invested (previous value + flow ≤ 0) counts
 * as no return.
 */
export function timeWeightedReturn(base: number, days: readonly DailyValue[]): number {
  let growth = 1;
  let previous = base;
  for (const day of days) {
    const invested = previous + day.net_flow;
    if (invested > 0) growth *= day.value / invested;
    previous = day.value;
  }
  return growth - 1;
}

/**
 * The demo customer's replayed history (`demo` rows) already holds the money the demo seed
 * credits; that credit reaches the ledger after the replay's last day, so the first recorded close
 * after the replay counts it as an inflow. It is the replay's own money, not a new deposit: it is
 * taken out of that day's flow (at most the replay's last value).
 */
function withoutReplayedInflow(rows: readonly AccountValue[]): AccountValue[] {
  return rows.map((row, i) => {
    const previous = rows[i - 1];
    if (row.source !== 'close' || previous?.source !== 'demo') return row;
    const replayed = Math.max(0, Math.min(previous.value, row.net_flow));
    return { ...row, net_flow: row.net_flow - replayed };
  });
}

const pctText = (ratio: number) => (Math.round(ratio * 10_000) / 100).toFixed(2);

/** user/performance: the daily values over a range with its time-weighted return and P&L. */
export async function performance(
  ctx: AppContext,
  customerId: number,
  type: MarketType,
  range: PerformanceRange,
): Promise<Performance> {
  const currency = MARKETS[type].currency;
  const now = ctx.clock.now();
  const reach = RANGE_DAYS[range];
  const from = reach === null ? null : new Date(now.getTime() - reach * 86_400_000);
  const fromDay = from ? from.toISOString().slice(0, 10) : null;
  const all = withoutReplayedInflow(
    await accountValues(ctx.db, { customerId, currency, fromDay: null }),
  );
  const inRange = fromDay === null ? all : all.filter((r) => r.day >= fromDay);
  const before = fromDay === null ? undefined : all.filter((r) => r.day < fromDay).at(-1);
  const [realised, figures] = await Promise.all([
    realisedBetween(ctx.db, {
      customerId,
      currency,
      from: from ? from.toISOString() : '',
      to: now.toISOString(),
    }),
    accountFigures(ctx, customerId, type, 'us'),
  ]);
  return {
    currency,
    range,
    points: inRange.map((r) => ({
      date: r.day,
      value: formatMoney(r.value, currency),
      net_flow: formatMoney(r.net_flow, currency),
    })),
    twr_pct: pctText(timeWeightedReturn(before?.value ?? 0, inRange)),
    realised_pnl: formatMoney(realised, currency),
    unrealised_pnl: figures.floating_pnl,
  };
}

/** Minor units of `from` in minor units of `to`, at the provider's mid rate. */
function convert(ctx: AppContext, minor: number, from: Currency, to: Currency): number {
  if (from === to) return minor;
  const units = minor / 10 ** CURRENCY_SCALE[from];
  return Math.round(units * ctx.market.fxRate(from, to) * 10 ** CURRENCY_SCALE[to]);
}

function slices(parts: Map<string, number>, currency: Currency): AllocationSlice[] {
  const shown = [...parts].filter(([, v]) => v > 0);
  const total = shown.reduce((t, [, v]) => t + v, 0);
  return shown
    .sort((a, b) => b[1] - a[1])
    .map(([key, v]) => ({
      key,
      value: formatMoney(v, currency),
      pct: total > 0 ? pctText(v / total) : '0.00',
    }));
}

const add = (parts: Map<string, number>, key: string, v: number) =>
  parts.set(key, (parts.get(key) ?? 0) + v);

/**
 * user/allocation: what the customer holds now, by market (positions: margin and P&L at the live
 * price), by currency (net value of each market's currency, cash of the other wallets) and by
 * product (cash, stocks, followed products), all in `type`'s currency. Loans are liabilities,
 * not a slice: the slices show what is owned.
 */
export async function allocation(
  ctx: AppContext,
  customerId: number,
  type: MarketType,
): Promise<Allocation> {
  const target = MARKETS[type].currency;
  const byMarket = new Map<string, number>();
  const byCurrency = new Map<string, number>();
  const byProduct = new Map<string, number>();
  const minorOf = (text: string, c: Currency) => Number(decimalToScaled(text, CURRENCY_SCALE[c]));
  for (const t of MARKET_TYPES) {
    const c = MARKETS[t].currency;
    const f = await accountFigures(ctx, customerId, t, 'us');
    const stocks = convert(
      ctx,
      minorOf(f.positions_margin, c) + minorOf(f.floating_pnl, c),
      c,
      target,
    );
    add(byMarket, t, stocks);
    add(byCurrency, c, convert(ctx, minorOf(f.total_assets, c), c, target));
    add(byProduct, 'cash', convert(ctx, minorOf(f.balance, c), c, target));
    add(byProduct, 'stocks', stocks);
    add(byProduct, 'products', convert(ctx, minorOf(f.products_value, c), c, target));
  }
  const marketCurrencies = new Set<string>(MARKET_TYPES.map((t) => MARKETS[t].currency));
  for (const [key, minor] of await ctx.ledger.customerBalances(ctx.db, customerId)) {
    const [purpose, c] = key.split(':');
    if (!c || !isCurrency(c) || marketCurrencies.has(c)) continue;
    if (purpose !== 'cash' && purpose !== 'frozen' && purpose !== 'collateral') continue;
    add(byCurrency, c, convert(ctx, minor, c, target));
    add(byProduct, 'cash', convert(ctx, minor, c, target));
  }
  return {
    currency: target,
    by_market: slices(byMarket, target),
    by_currency: slices(byCurrency, target),
    by_product: slices(byProduct, target),
  };
}
