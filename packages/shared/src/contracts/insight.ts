/** Customer insight (issue 17): performance over time, allocation, price alerts. */
import { z } from 'zod';
import {
  day,
  endpoint,
  form,
  instant,
  marketType,
  money,
  rowId,
  text,
  wholeNumber,
} from '../contract.ts';
import { ALERT_KINDS, PERFORMANCE_RANGES } from '../insight-kinds.ts';

export const performancePoint = z.strictObject({
  /** The trading day (the market's local date). */
  date: day(),
  /** Net value at the day's close: cash + positions + products − liabilities. */
  value: money(),
  /** Money that came in (+) or went out (−) that day: deposits, withdrawals, exchanges. */
  net_flow: money(),
});
export type PerformancePoint = z.output<typeof performancePoint>;

export const performance = z.strictObject({
  currency: z.string(),
  range: z.enum(PERFORMANCE_RANGES),
  points: z.array(performancePoint),
  /** Time-weighted return over the range in percent (two decimals); flows are not gains. */
  twr_pct: z.string(),
  /** P&L of positions closed within the range. */
  realised_pnl: money(),
  /** P&L of the positions held now, at the live price. */
  unrealised_pnl: money(),
});
export type Performance = z.output<typeof performance>;

const allocationSlice = z.strictObject({
  /** A market type (jpy, usd, cny), a currency code, or a product kind. */
  key: z.string(),
  /** In the asked market type's currency, converted at the provider's mid rate. */
  value: money(),
  /** Share of the total of its chart, in percent (two decimals). */
  pct: z.string(),
});
export type AllocationSlice = z.output<typeof allocationSlice>;

export const PRODUCT_KINDS = ['cash', 'stocks', 'products'] as const;

export const allocation = z.strictObject({
  currency: z.string(),
  by_market: z.array(allocationSlice),
  by_currency: z.array(allocationSlice),
  by_product: z.array(allocationSlice),
});
export type Allocation = z.output<typeof allocation>;

export const priceAlert = z.strictObject({
  id: rowId(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** A price (above, below) or a percentage of the day's change (change_pct). */
  value: z.string(),
  created_at: instant(),
  fired_at: instant().nullable(),
  fired_price: z.string().nullable(),
});
export type PriceAlert = z.output<typeof priceAlert>;

/** What the live socket sends when an alert fires: {"type":"alert","data":…}. */
export type AlertPush = PriceAlert;

export const insightContracts = {
  'user/performance': endpoint({
    summary: 'Daily account values of a market type over a range, with the time-weighted return',
    body: form({
      type: marketType(),
      range: z.enum(PERFORMANCE_RANGES, { error: 'invalid_parameter' }).default('1m'),
    }),
    data: performance,
  }),
  'user/allocation': endpoint({
    summary: 'Account value by market, currency and product, in a market type’s currency',
    body: form({ type: marketType() }),
    data: allocation,
  }),
  'market/alerts': endpoint({
    summary: 'Your price alerts, newest first',
    body: form({}),
    data: z.array(priceAlert),
  }),
  'market/alertadd': endpoint({
    summary: 'Add a price alert (at most 50)',
    body: form({ code: text(), kind: text(), value: text() }),
    data: priceAlert,
  }),
  'market/alertdel': endpoint({
    summary: 'Delete a price alert',
    body: form({ id: wholeNumber().default(0) }),
    data: z.null(),
  }),
};
