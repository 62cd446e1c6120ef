import type { CalendarMarket } from './calendars.ts';
import type { InstrumentSeed } from './instrument-types.ts';
import { hashString, normal } from './prng.ts';
import { FACTOR_GARCH, IDIO_GARCH, garchShocks } from './sim-garch.ts';
import { PRICE_SCALE, clampToLimits, priceLimits, toTick_e4 } from './price-rules.ts';
import type { DailySeries, Days, Series } from './sim-model.ts';
import {
  DAILY_TURNOVER,
  LOT,
  TRADING_DAYS_PER_YEAR,
  dayAtOrAfter,
  emptyDaily,
  marketStream,
} from './sim-model.ts';

/**
 * The daily model: a market's factor (its index's daily log return), each stock's daily bars
 * (beta × factor + its own noise and rare jumps, on ticks and inside limits, with corporate-action
 * adjustment) and each index's levels. Pure functions of the seed (`prng`) and the trading days.
 */

/** Daily pull of a market's level back towards its trend (a half-life of about 170 days). */
const REVERSION = 0.004;

/**
 * A market's daily factor: log returns with a 6% yearly drift at the given volatility, GARCH(1,1)
 * with Student-t innovations (sim-garch.ts), so calm and stormy spells alternate. The level's
 * deviation from its trend is zero on the anchor day and reverts slowly on either side of it, so
 * indices stay near their real levels for years instead of wandering off (S&P 500 at 10,000).
 */
export function marketFactor(
  prng: number,
  market: CalendarMarket,
  days: Days,
  volatility: number,
): Float64Array {
  const sigma = volatility / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const drift = 0.06 / TRADING_DAYS_PER_YEAR - (sigma * sigma) / 2;
  const id = hashString(`factor:${market}`);
  const n = days.list.length;
  const shocks = garchShocks(prng, id, n, sigma, FACTOR_GARCH, 10);
  const anchor = Math.min(Math.max(0, days.anchor), n - 1);
  const x = new Float64Array(n);
  for (let d = anchor + 1; d < n; d += 1) x[d] = (1 - REVERSION) * x[d - 1]! + shocks[d]!;
  for (let d = anchor - 1; d >= 0; d -= 1) x[d] = (1 - REVERSION) * x[d + 1]! - shocks[d + 1]!;
  const f = new Float64Array(n);
  for (let d = 0; d < n; d += 1) f[d] = drift + (d === 0 ? shocks[0]! : x[d]! - x[d - 1]!);
  return f;
}

export interface StockModel {
  /** The simulation's seed. */
  prng: number;
  seed: InstrumentSeed;
  /** The instrument's own stream of draws. */
  id: number;
  days: Days;
  /** The market's factor and its index's volatility. */
  factor: Float64Array;
  indexVolatility: number;
}

/** A stock's daily series over every trading day of its market. */
export function stockSeries(model: StockModel): Series {
  const { seed, id, days } = model;
  const market = seed.market;
  const sigmaD = seed.volatility / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const sigmaM = model.indexVolatility / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const idio = Math.sqrt(Math.max(sigmaD ** 2 - (seed.beta * sigmaM) ** 2, (0.35 * sigmaD) ** 2));
  const logQ = forwardCloses(model, idio);
  const adj = adjustmentFactors(seed, days, logQ);
  const tick = (price: number) => toTick_e4(market, price, seed.code);
  const limits = (base_e4: number) => priceLimits(market, seed.board, base_e4);
  const daily = stockDaily(model, { logQ, adj, sigmaD, tick, limits });
  return {
    id,
    market,
    calendarMarket: market,
    tick,
    limits,
    volatility: seed.volatility,
    daily,
    lot: LOT[market],
    marketId: marketStream(market),
    loading: 0.6,
  };
}

/** The continuous (forward-adjusted) log close, anchored at the reference price. */
function forwardCloses(model: StockModel, idio: number): Float64Array {
  const { prng, seed, id, days, factor } = model;
  const n = days.list.length;
  const logQ = new Float64Array(n);
  // The stock's own news: fat-tailed and clustered (earnings weeks, scandals) instead of jumps.
  const own = garchShocks(prng, id, n, idio, IDIO_GARCH, 20);
  let cum = 0;
  for (let d = 0; d < n; d += 1) {
    cum += seed.beta * factor[d]! + own[d]! - (idio * idio) / 2;
    logQ[d] = cum;
  }
  const shift = Math.log(seed.reference_price) - logQ[days.anchor]!;
  for (let d = 0; d < n; d += 1) logQ[d] = logQ[d]! + shift;
  return logQ;
}

/** Forward-adjustment factors (adjusted = raw × factor), walking the actions from the newest back. */
function adjustmentFactors(seed: InstrumentSeed, days: Days, logQ: Float64Array): Float64Array {
  const n = days.list.length;
  const adj = new Float64Array(n).fill(1);
  // Newest first; on a shared ex-date the split goes first, since such dividends are on the
  // pre-split share basis.
  const actions = [...seed.actions].sort((a, b) =>
    a.date !== b.date
      ? a.date < b.date
        ? 1
        : -1
      : a.kind === b.kind
        ? 0
        : a.kind === 'split'
          ? -1
          : 1,
  );
  let current = 1;
  let covered = n;
  for (const action of actions) {
    const ex = dayAtOrAfter(days, action.date);
    if (ex <= 0 || ex >= n) continue;
    for (let d = ex; d < covered; d += 1) adj[d] = current;
    covered = ex;
    const rawBefore = Math.exp(logQ[ex - 1]!) / current;
    const a =
      action.kind === 'split' ? 1 / action.ratio : Math.max(0.5, 1 - action.amount / rawBefore);
    current *= a;
  }
  for (let d = 0; d < covered; d += 1) adj[d] = current;
  return adj;
}

/** The raw daily bars: on ticks, inside the daily limits, with volume by the day's activity. */
function stockDaily(
  model: StockModel,
  path: {
    logQ: Float64Array;
    adj: Float64Array;
    sigmaD: number;
    tick: (price: number) => number;
    limits: Series['limits'];
  },
): DailySeries {
  const { prng, seed, id, factor } = model;
  const { logQ, adj, sigmaD, tick, limits } = path;
  const market = seed.market;
  const n = model.days.list.length;
  const daily = emptyDaily(n, adj);
  const lot = LOT[market];
  const baseVolume = seed.shares_outstanding * DAILY_TURNOVER[market];
  for (let d = 0; d < n; d += 1) {
    const target = Math.exp(logQ[d]!) / adj[d]!;
    const baseRaw =
      d === 0
        ? Math.exp(logQ[0]! - seed.beta * factor[0]!) / adj[0]!
        : (daily.close[d - 1]! / PRICE_SCALE) * (adj[d - 1]! / adj[d]!);
    const base_e4 = tick(baseRaw);
    const lim = limits(base_e4);
    const close = clampToLimits(tick(target), lim);
    const move = Math.log(target / baseRaw);
    const open = clampToLimits(
      tick(baseRaw * Math.exp(0.3 * move + 0.3 * sigmaD * normal(prng, id, d, 5))),
      lim,
    );
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    const high = Math.max(
      top,
      clampToLimits(
        tick((top / PRICE_SCALE) * Math.exp(Math.abs(normal(prng, id, d, 6)) * 0.45 * sigmaD)),
        lim,
      ),
    );
    const low = Math.min(
      bottom,
      clampToLimits(
        tick((bottom / PRICE_SCALE) * Math.exp(-Math.abs(normal(prng, id, d, 7)) * 0.45 * sigmaD)),
        lim,
      ),
    );
    const activity = 0.6 + 0.4 * Math.min(4, Math.abs(move) / sigmaD);
    const volume = Math.max(
      lot,
      Math.round((baseVolume * activity * Math.exp(0.3 * normal(prng, id, d, 8))) / lot) * lot,
    );
    daily.open[d] = open;
    daily.high[d] = high;
    daily.low[d] = low;
    daily.close[d] = close;
    daily.base[d] = base_e4;
    daily.volume[d] = volume;
  }
  return daily;
}
