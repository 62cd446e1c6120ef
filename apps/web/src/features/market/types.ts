/** Shapes of the market API's answers (apps/server/src/modules/market/service.ts). */
import type { Market } from '@/lib/market-format';

export type Session = 'open' | 'lunch' | 'closed';

/** A row of search, ranking, stocks and the watchlist. */
export interface StockRow {
  code: string;
  name: string;
  market: Market;
  currency: string;
  price: string;
  change: string;
  change_pct: string;
  volume: number;
  turnover: string;
  session: Session;
  added_at?: string;
}

export interface Quote extends StockRow {
  names: { cn: string; us: string; jp: string };
  exchange: string;
  board: string;
  sector: string;
  open: string;
  prev_close: string;
  high: string;
  low: string;
  bid: string;
  ask: string;
  market_value: string;
  shares_outstanding: number;
  high_52w: string;
  low_52w: string;
  limit_up: string | null;
  limit_down: string | null;
  tick_size: string;
  trading_day: string;
  practice: boolean;
  next_open: string | null;
  source: string;
  simulated: boolean;
  per: number | null;
  pbr: number | null;
  dividend_yield: string | null;
  foreign_ownership: string | null;
  short_ratio: string | null;
  short_balance: number | null;
  at: string;
}

export interface IndexRow {
  code: string;
  name: string;
  market: Market;
  price: string;
  change: string;
  change_pct: string;
  open: string;
  high: string;
  low: string;
  prev_close: string;
  session: Session;
  quote_only: boolean;
}

export interface MarketSummary {
  market: Market;
  session: Session;
  practice: boolean;
  trading_day: string;
  advancers: number;
  decliners: number;
  unchanged: number;
  turnover: string;
  net_buying: { individuals: string; foreigners: string; institutions: string };
  indices: IndexRow[];
  source: string;
  simulated: boolean;
}

export const KLINE_PERIODS = ['time', '5m', '15m', '30m', 'day', 'week', 'month', 'year'] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

export const ADJUSTMENTS = ['none', 'forward', 'backward'] as const;
export type Adjustment = (typeof ADJUSTMENTS)[number];

export interface KlineBar {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number;
}

export interface TimeSharePoint {
  time: string;
  price: string;
  avg_price: string;
  volume: number;
}

export type RankingSort = 'active' | 'gainers' | 'losers';
