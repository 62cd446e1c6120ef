/** Row types: Positions, orders, the watchlist, share loans, day trading, and what customers get from their trading over time: confirmations, statements, account values and price alerts. */
import type { ColumnType } from 'kysely';
import type { Id, NullableInt, NullableText } from './columns.ts';

export interface PositionsTable {
  id: Id;
  customer_id: number;
  currency: string;
  code: string;
  name: string;
  direction: string;
  status: number;
  quantity: number;
  buy_price_e4: number;
  sell_price_e4: number | null;
  leverage: number;
  margin: number;
  realised_pnl: number | null;
  opened_at: string;
  closed_at: string | null;
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  buy_fee: ColumnType<number, number | undefined, number>;
  sell_fee: ColumnType<number | null, number | null | undefined, number | null>;
  stamp_duty: ColumnType<number | null, number | null | undefined, number | null>;
  close_reason: ColumnType<string | null, string | null | undefined, string | null>;
  lock_until: ColumnType<string | null, string | null | undefined, string | null>;
  market: ColumnType<string | null, string | null | undefined, string | null>;
  intraday_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Exits (migration 026): close at market when the price reaches one; one cancels the other. */
  stop_loss_e4: NullableInt;
  take_profit_e4: NullableInt;
}

export interface OrdersTable {
  id: Id;
  customer_id: number;
  code: string;
  currency: string;
  direction: string;
  price_type: string;
  limit_price_e4: number | null;
  quantity: number;
  leverage: number;
  status: string;
  fill_price_e4: number | null;
  position_id: number | null;
  reason: string | null;
  nonce: string | null;
  created_at: string;
  decided_at: string | null;
  intraday_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Stop and stop-limit trigger; a trailing stop's current trigger (migration 026). */
  trigger_price_e4: NullableInt;
  /** A trailing stop's distance: an amount (e4) or a percentage (basis points). */
  trailing_e4: NullableInt;
  trailing_bps: NullableInt;
  /** The best price a trailing stop has seen since it was placed (high for a sell side). */
  watermark_e4: NullableInt;
  /** Time in force: `day` or `gtc`. */
  tif: ColumnType<string, string | undefined, string>;
  /** When a resting order expires (day: the session's end; gtc: 30 calendar days). */
  expires_at: NullableText;
  /** When a stop's trigger traded (a stop-limit then rests as a limit order). */
  triggered_at: NullableText;
  /** Exits to attach to the position the order opens. */
  stop_loss_e4: NullableInt;
  take_profit_e4: NullableInt;
  /** Minor units of margin and fees held in frozen while the order rests (0: none). */
  reserved: ColumnType<number, number | undefined, number>;
  /** The session open a queued order waits for (migration 025); null for other orders. */
  queued_for: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WatchlistTable {
  customer_id: number;
  code: string;
  created_at: string;
}

export interface ShareLoansTable {
  id: Id;
  customer_id: number;
  position_id: number;
  code: string;
  currency: string;
  quantity: number;
  fee_bps_daily: number;
  status: string;
  started_at: string;
  accrued_through: string;
  recalled_at: string | null;
}

export interface IntradayApplicationsTable {
  id: Id;
  customer_id: number;
  currency: string;
  amount: number;
  consumed: ColumnType<number, number | undefined, number>;
  status: string;
  trading_day: string | null;
  result: number | null;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  settled_at: string | null;
}

/** A trade confirmation, written with its fill (migration 030, modules/statements). */
export interface TradeConfirmationsTable {
  id: Id;
  customer_id: number;
  order_id: number | null;
  position_id: number;
  code: string;
  market: string;
  currency: string;
  side: string;
  action: string;
  reason: string | null;
  quantity: number;
  price_e4: number;
  leverage: number;
  gross: number;
  fee: number;
  stamp_duty: number;
  margin: number;
  settlement: number;
  executed_at: string;
}

/** A month's or a year's statement of one customer (migration 030, modules/statements). */
export interface StatementsTable {
  id: Id;
  customer_id: number;
  kind: string;
  period: string;
  period_start: string;
  period_end: string;
  time_zone: string;
  created_at: string;
}

/** A customer's account value in one currency at a trading day's close (migration 029). */
export interface AccountValuesTable {
  customer_id: number;
  currency: string;
  /** The trading day, local to the currency's market. */
  day: string;
  cash: number;
  positions: number;
  products: number;
  liabilities: number;
  value: number;
  net_flow: number;
  closed_at: string;
  /** 'close' (the job at the close), 'demo' (the demo customer's replayed history). */
  source: string;
}

/** A customer's price alert (migration 029); fired once, when `fired_at` is set. */
export interface PriceAlertsTable {
  id: Id;
  customer_id: number;
  code: string;
  kind: string;
  /** A price (above, below) or a percentage (change_pct), both scaled by 10^4. */
  value_e4: number;
  created_at: string;
  fired_at: string | null;
  fired_price_e4: number | null;
}

/** An account (customer and currency) warned of its margin in the present episode (migration 031). */
export interface MarginWarningsTable {
  customer_id: number;
  currency: string;
  warned_at: string;
}

/** A switch of the market for every node, by name: `practice` (migration 031); value 0 or 1. */
export interface MarketSwitchesTable {
  name: string;
  value: number;
  updated_at: string;
}
