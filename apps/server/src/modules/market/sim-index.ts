import type { IndexSeed } from './instrument-types.ts';
import type { Instrument } from './market-data.ts';
import { hashString, normal } from './prng.ts';
import { PRICE_SCALE } from './price-rules.ts';
import type { DailySeries, Days, Series } from './sim-model.ts';
import { TRADING_DAYS_PER_YEAR, emptyDaily, marketStream } from './sim-model.ts';

/**
 * The daily model of an index. An index with constituents among our instruments is computed from
 * their simulated prices, as the real one is: cap-weighted (shares × price) or price-weighted (the
 * Nikkei 225 and the Dow), on forward-adjusted prices so splits change the divisor, not the level,
 * and scaled so it stands at its reference level on the anchor day. A member's bad day is the
 * index's bad day. Indices without constituents (KOSPI, TASI) walk on their market's factor.
 */

/** The index's constituents among the instruments (none for a quote-only index). */
export function constituentsOf(
  instruments: readonly Instrument[],
  seed: IndexSeed,
): readonly Instrument[] {
  const rule = seed.members;
  if (!rule || seed.quote_only) return [];
  return instruments.filter(
    (i) =>
      i.market === seed.market &&
      (!rule.exchanges || rule.exchanges.includes(i.exchange)) &&
      (!rule.boards || rule.boards.includes(i.board)) &&
      (!rule.codes || rule.codes.includes(i.code)),
  );
}

export interface IndexMember {
  daily: DailySeries;
  /** Shares outstanding when cap-weighted, 1 when price-weighted. */
  weight: number;
}

export interface IndexModel {
  prng: number;
  seed: IndexSeed;
  days: Days;
  members: readonly IndexMember[];
  /** The factor that indices without constituents follow. */
  factor: Float64Array;
}

interface Levels {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
}

const tick = (level: number) => Math.max(1, Math.round(level * 100)) * 100;

/**
 * Caps each member's share of the index on the anchor day (the Nikkei caps its weights too): our
 * few dozen members stand for a few hundred, so no single one may dominate the index's moves.
 */
export function cappedWeights(
  members: readonly IndexMember[],
  anchor: number,
  cap: number,
): number[] {
  const value = members.map((m) => m.weight * m.daily.close[anchor]! * m.daily.factor[anchor]!);
  const weights = members.map((m) => m.weight);
  for (let round = 0; round < 20; round += 1) {
    const total = value.reduce((t, v) => t + v, 0);
    let changed = false;
    value.forEach((v, i) => {
      if (v <= cap * total * 1.0001) return;
      weights[i] = (weights[i]! * cap * total) / v;
      value[i] = cap * total;
      changed = true;
    });
    if (!changed) break;
  }
  return weights;
}

/** Weighted sums of the members' adjusted open, high, low and close, scaled to the reference. */
function memberLevels(model: IndexModel): Levels {
  const n = model.days.list.length;
  const anchor = Math.max(0, model.days.anchor);
  const cap = model.seed.weighting === 'price' ? 0.05 : 0.12;
  const weights = cappedWeights(model.members, anchor, cap);
  const sums: Levels = {
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
  };
  for (const [m, { daily }] of model.members.entries()) {
    for (let d = 0; d < n; d += 1) {
      const w = (weights[m]! * daily.factor[d]!) / PRICE_SCALE;
      sums.open[d] = sums.open[d]! + w * daily.open[d]!;
      sums.high[d] = sums.high[d]! + w * daily.high[d]!;
      sums.low[d] = sums.low[d]! + w * daily.low[d]!;
      sums.close[d] = sums.close[d]! + w * daily.close[d]!;
    }
  }
  const k = model.seed.reference_level / sums.close[anchor]!;
  for (let d = 0; d < n; d += 1) {
    const open = sums.open[d]! * k;
    const close = sums.close[d]! * k;
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    // Members do not all peak at the same minute: the index reaches part of their summed range.
    sums.high[d] = top + 0.5 * Math.max(0, sums.high[d]! * k - top);
    sums.low[d] = bottom - 0.5 * Math.max(0, bottom - sums.low[d]! * k);
    sums.open[d] = open;
    sums.close[d] = close;
  }
  return sums;
}

/** A walk on the market factor, for an index with no constituents among our instruments. */
function walkLevels(model: IndexModel, id: number, sigmaD: number): Levels {
  const { prng, seed, days, factor } = model;
  const n = days.list.length;
  const levels: Levels = {
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
  };
  let cum = 0;
  const logL = new Float64Array(n);
  for (let d = 0; d < n; d += 1) {
    cum += factor[d]!;
    logL[d] = cum;
  }
  const shift = Math.log(seed.reference_level) - logL[Math.max(0, days.anchor)]!;
  for (let d = 0; d < n; d += 1) {
    const close = Math.exp(logL[d]! + shift);
    const base = d === 0 ? close : levels.close[d - 1]!;
    const open = base * Math.exp(0.2 * sigmaD * normal(prng, id, d, 5));
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    levels.open[d] = open;
    levels.close[d] = close;
    levels.high[d] = top * Math.exp(Math.abs(normal(prng, id, d, 6)) * 0.35 * sigmaD);
    levels.low[d] = bottom * Math.exp(-Math.abs(normal(prng, id, d, 7)) * 0.35 * sigmaD);
  }
  return levels;
}

/** An index's daily levels over every trading day of its market. */
export function indexSeries(model: IndexModel): Series {
  const { seed, days } = model;
  const id = hashString(`index:${seed.code}`);
  const n = days.list.length;
  const sigmaD = seed.volatility / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const levels = model.members.length > 0 ? memberLevels(model) : walkLevels(model, id, sigmaD);
  const daily = emptyDaily(n, new Float64Array(n).fill(1));
  for (let d = 0; d < n; d += 1) {
    const close = tick(levels.close[d]!);
    const open = tick(levels.open[d]!);
    daily.open[d] = open;
    daily.close[d] = close;
    daily.base[d] = d === 0 ? close : daily.close[d - 1]!;
    daily.high[d] = Math.max(open, close, tick(levels.high[d]!));
    daily.low[d] = Math.min(open, close, tick(levels.low[d]!));
    // Shares traded in the index are its members' (none for an index walking on its factor).
    daily.volume[d] = model.members.reduce((total, m) => total + m.daily.volume[d]!, 0);
  }
  const market = seed.market;
  return {
    id,
    market: market === 'KR' || market === 'SA' ? 'US' : market,
    calendarMarket: market,
    tick,
    limits: () => null,
    volatility: seed.volatility,
    daily,
    lot: 1,
    marketId: marketStream(market),
    loading: 0.95,
  };
}
