import type { Currency } from '@kabuto/shared/money';
import type { SessionState } from './calendar.ts';
import type {
  Board,
  CorporateAction,
  IndexSeed,
  LocalisedName,
  Market,
} from './instrument-types.ts';

/**
 * The market-data provider. Everything else reads prices, sessions and rates only through this
 * interface; the simulator is the default implementation, and a real feed plugs in behind it.
 */

export interface Instrument {
  code: string;
  market: Market;
  exchange: string;
  board: Board;
  currency: Currency;
  name: LocalisedName;
  sector: string;
  shares_outstanding: number;
  actions: readonly CorporateAction[];
}

export interface Quote {
  code: string;
  market: Market;
  price_e4: number;
  prev_close_e4: number;
  open_e4: number;
  high_e4: number;
  low_e4: number;
  /** Shares traded in the current (or last) session. */
  volume: number;
  /** Value traded (price × shares), in whole currency units (e4 scale not used). */
  turnover: number;
  limit_up_e4: number | null;
  limit_down_e4: number | null;
  high_52w_e4: number;
  low_52w_e4: number;
  bid_e4: number;
  ask_e4: number;
  session: SessionState;
  /** The trading day the figures belong to (local date). */
  trading_day: string;
  at: Date;
}

export type KlinePeriod = 'time' | '5m' | '15m' | '30m' | 'day' | 'week' | 'month' | 'year';
export type Adjustment = 'none' | 'forward' | 'backward';

export interface Bar {
  /** ISO instant of the bar's start (daily bars: the local date at 00:00 UTC). */
  time: string;
  open_e4: number;
  high_e4: number;
  low_e4: number;
  close_e4: number;
  volume: number;
  /** The adjustment factor applied to the raw prices (adjusted = raw × factor); 1 if none. */
  factor?: number;
}

export interface TimeSharePoint {
  time: string;
  price_e4: number;
  avg_price_e4: number;
  volume: number;
}

export interface IndexQuote {
  code: string;
  market: IndexSeed['market'];
  name: LocalisedName;
  level_e4: number;
  prev_close_e4: number;
  open_e4: number;
  high_e4: number;
  low_e4: number;
  session: SessionState;
  quote_only: boolean;
}

export interface InvestorFlows {
  market: Market;
  trading_day: string;
  /** Net buying by investor type, in whole currency units; they sum to zero. */
  individuals: number;
  foreigners: number;
  institutions: number;
  /** Value traded that day across the market's instruments, in whole currency units. */
  turnover: number;
}

export interface Fundamentals {
  per: number;
  pbr: number;
  dividend_yield_pct: number;
  foreign_ownership_pct: number;
  short_ratio_pct: number;
  short_balance_shares: number;
}

export interface DataSource {
  id: string;
  simulated: boolean;
  practice: boolean;
}

export interface Tick {
  code: string;
  price_e4: number;
  prev_close_e4: number;
  volume: number;
  at: string;
}

export interface MarketData {
  readonly source: DataSource;
  instruments(): readonly Instrument[];
  instrument(code: string): Instrument | undefined;
  quote(code: string): Quote | undefined;
  bars(code: string, period: Exclude<KlinePeriod, 'time'>, adjust: Adjustment, size: number): Bar[];
  timeShare(code: string): TimeSharePoint[];
  indices(): IndexQuote[];
  flows(market: Market): InvestorFlows;
  fundamentals(code: string): Fundamentals | undefined;
  /** Mid rate: units of `to` for one unit of `from`. */
  fxRate(from: Currency, to: Currency): number;
  session(market: Market | 'KR' | 'SA'): SessionState;
  /** Prepares whatever makes the first answers slow (optional). */
  warm?(): void;
  /**
   * Starts or ends the practice session at run time (a simulated provider only; a real one has
   * none): the market stays open outside its real hours and `source.practice` says so.
   */
  setPractice?(on: boolean): void;
  /** Calls `listener` with every instrument's tick once a second while subscribed. */
  onTicks(listener: (ticks: readonly Tick[]) => void): () => void;
}
