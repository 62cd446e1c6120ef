import type { SessionState } from './calendar.ts';
import type { CalendarMarket } from './calendars.ts';
import type { Market } from './instrument-types.ts';
import type { PriceLimits } from './price-rules.ts';
import { hashString, normal } from './prng.ts';

/** The simulation's constants and the shapes of its daily and intraday series (simulator.ts). */

/** History starts here (more than five years before 2026). */
export const HISTORY_START = '2020-01-02';
/** Reference prices of the instrument master hold on this day. */
export const ANCHOR_DAY = '2026-01-05';
export const TRADING_DAYS_PER_YEAR = 252;
/** Days of intraday (minute) history kept for 5/15/30-minute bars. */
export const INTRADAY_HISTORY_DAYS = 20;
export const LOT: Readonly<Record<Market, number>> = { JP: 100, US: 1, CN: 100 };
/** Typical share of the float traded in a day. */
export const DAILY_TURNOVER: Readonly<Record<Market, number>> = { JP: 0.004, US: 0.007, CN: 0.012 };

export interface Days {
  list: string[];
  index: Map<string, number>;
  anchor: number;
}

export interface DailySeries {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  /** The base (previous close on this day's share basis) for limits and change. */
  base: Float64Array;
  volume: Float64Array;
  /** Forward-adjustment factor: adjusted = raw × factor. */
  factor: Float64Array;
}

export interface IntradayPath {
  day: number;
  date: string;
  /** Minute bars' prices (e4) and volumes; index = trading minute. */
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  /** Log-price knots at minute boundaries (minutes + 1 of them). */
  knots: Float64Array;
  /** Running figures over the first j minutes (index j): high, low, volume, value traded. */
  runHigh: Float64Array;
  runLow: Float64Array;
  runVolume: Float64Array;
  runTurnover: Float64Array;
  sigmaMinute: number;
  limits: PriceLimits | null;
}

export interface Series {
  id: number;
  market: Market;
  calendarMarket: CalendarMarket;
  tick: (price: number) => number;
  limits: (base_e4: number) => PriceLimits | null;
  volatility: number;
  daily: DailySeries;
  lot: number;
  /** The market's stream of intraday draws, and the share of a minute's move common to it. */
  marketId: number;
  loading: number;
}

/**
 * An intraday draw (standard normal) that moves with the market: `loading` of it is the market's
 * common draw for the step, the rest the series' own, so indices and their members wander
 * together within a day and through a practice session.
 */
export function marketDraw(prng: number, s: Series, day: number, step: number): number {
  const own = normal(prng, s.id, day, step);
  if (s.loading <= 0) return own;
  const common = normal(prng, s.marketId, day, step);
  return s.loading * common + Math.sqrt(1 - s.loading * s.loading) * own;
}

/** The id of a market's common intraday draws. */
export const marketStream = (market: string): number => hashString(`intraday:${market}`);

/** Where a series stands now: the current day, its running figures and the live price. */
export interface Snapshot {
  day: number;
  state: SessionState;
  price: number;
  high: number;
  low: number;
  volume: number;
  turnover: number;
  path: IntradayPath;
  /** Trading minutes elapsed in the current day (fractional while open). */
  elapsed: number;
}

/** Index of the first trading day on or after `date`. */
export function dayAtOrAfter(days: Days, date: string): number {
  let lo = 0;
  let hi = days.list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days.list[mid]! < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A daily series of `n` days with every figure zero and the given adjustment factors. */
export function emptyDaily(n: number, factor: Float64Array): DailySeries {
  return {
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    base: new Float64Array(n),
    volume: new Float64Array(n),
    factor,
  };
}
