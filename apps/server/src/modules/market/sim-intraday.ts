import type { ExchangeCalendar, SessionState } from './calendar.ts';
import { sessionsOn, zonedToUtc } from './calendar.ts';
import { normal, uniform } from './prng.ts';
import { PRICE_SCALE, clampToLimits } from './price-rules.ts';
import type { IntradayPath, Series, Snapshot } from './sim-model.ts';
import { TRADING_DAYS_PER_YEAR, marketDraw } from './sim-model.ts';

/**
 * The intraday model: a day's minutes are a Brownian bridge from its open to its close, stretched
 * to touch its high and low, with U-shaped volume. Pure functions of the seed (`prng`), the
 * series and the day.
 */

/** The minute path of trading day `day` (local `date`, `minutes` trading minutes long). */
export function intradayPath(
  prng: number,
  s: Series,
  day: number,
  date: string,
  minutes: number,
): IntradayPath {
  const sigmaMinute = s.volatility / Math.sqrt(TRADING_DAYS_PER_YEAR * minutes);
  const knots = bridgeKnots(prng, s, day, minutes, sigmaMinute);
  return minuteFigures(prng, s, { day, date, minutes, sigmaMinute, knots });
}

/** Log-price knots at minute boundaries: the bridge from open to close, touching high and low. */
function bridgeKnots(
  prng: number,
  s: Series,
  day: number,
  minutes: number,
  sigmaMinute: number,
): Float64Array {
  const d = s.daily;
  const lo = Math.log(d.open[day]!);
  const lc = Math.log(d.close[day]!);
  const lh = Math.log(d.high[day]!);
  const ll = Math.log(d.low[day]!);
  const knots = new Float64Array(minutes + 1);
  let walk = 0;
  for (let i = 1; i <= minutes; i += 1) {
    walk += sigmaMinute * marketDraw(prng, s, day, 1_000 + i);
    knots[i] = walk;
  }
  const end = walk;
  let maxAt = 0;
  let minAt = 0;
  for (let i = 0; i <= minutes; i += 1) {
    knots[i] = lo + (i / minutes) * (lc - lo) + (knots[i]! - (i / minutes) * end);
    if (knots[i]! > knots[maxAt]!) maxAt = i;
    if (knots[i]! < knots[minAt]!) minAt = i;
  }
  // Stretch the excursions so the path touches the day's high and low exactly.
  const top = Math.max(lo, lc);
  const bottom = Math.min(lo, lc);
  const peak = knots[maxAt]!;
  const trough = knots[minAt]!;
  for (let i = 0; i <= minutes; i += 1) {
    const x = knots[i]!;
    if (x > top && peak > top) knots[i] = top + ((x - top) * (lh - top)) / (peak - top);
    else if (x < bottom && trough < bottom)
      knots[i] = bottom - ((bottom - x) * (bottom - ll)) / (bottom - trough);
  }
  if (peak <= top && lh > top)
    knots[Math.max(1, Math.min(minutes - 1, Math.floor(minutes * uniform(prng, s.id, day, 9))))] =
      lh;
  if (trough >= bottom && ll < bottom)
    knots[Math.max(1, Math.min(minutes - 1, Math.floor(minutes * uniform(prng, s.id, day, 10))))] =
      ll;
  return knots;
}

/** Each minute's bar, volume and the running figures, from the knots. */
function minuteFigures(
  prng: number,
  s: Series,
  input: { day: number; date: string; minutes: number; sigmaMinute: number; knots: Float64Array },
): IntradayPath {
  const { day, date, minutes, sigmaMinute, knots } = input;
  const d = s.daily;
  const limits = s.limits(d.base[day]!);
  const price = (x: number) =>
    Math.min(
      d.high[day]!,
      Math.max(d.low[day]!, clampToLimits(s.tick(Math.exp(x) / PRICE_SCALE), limits)),
    );
  const weights = new Float64Array(minutes);
  let weightSum = 0;
  for (let j = 0; j < minutes; j += 1) {
    const u = (2 * (j + 0.5)) / minutes - 1;
    weights[j] = (1 + 2.2 * u * u) * Math.exp(0.25 * normal(prng, s.id, day, 20_000 + j));
    weightSum += weights[j]!;
  }
  const path: IntradayPath = {
    day,
    date,
    open: new Float64Array(minutes),
    high: new Float64Array(minutes),
    low: new Float64Array(minutes),
    close: new Float64Array(minutes),
    volume: new Float64Array(minutes),
    knots,
    sigmaMinute,
    limits,
    runHigh: new Float64Array(minutes + 1),
    runLow: new Float64Array(minutes + 1),
    runVolume: new Float64Array(minutes + 1),
    runTurnover: new Float64Array(minutes + 1),
  };
  let allocated = 0;
  for (let j = 0; j < minutes; j += 1) {
    const o = j === 0 ? d.open[day]! : price(knots[j]!);
    const c = j === minutes - 1 ? d.close[day]! : price(knots[j + 1]!);
    const wiggle = 0.5 * sigmaMinute * Math.abs(normal(prng, s.id, day, 40_000 + j));
    path.open[j] = o;
    path.close[j] = c;
    path.high[j] = Math.max(o, c, price(Math.log(Math.max(o, c)) + wiggle));
    path.low[j] = Math.min(o, c, price(Math.log(Math.min(o, c)) - wiggle));
    const v =
      j === minutes - 1
        ? d.volume[day]! - allocated
        : Math.round((d.volume[day]! * weights[j]!) / weightSum / s.lot) * s.lot;
    path.volume[j] = Math.max(0, v);
    allocated += path.volume[j]!;
  }
  path.runLow[0] = Number.MAX_SAFE_INTEGER;
  for (let j = 0; j < minutes; j += 1) {
    path.runHigh[j + 1] = Math.max(path.runHigh[j]!, path.high[j]!);
    path.runLow[j + 1] = Math.min(path.runLow[j]!, path.low[j]!);
    path.runVolume[j + 1] = path.runVolume[j]! + path.volume[j]!;
    path.runTurnover[j + 1] =
      path.runTurnover[j]! + (path.close[j]! / PRICE_SCALE) * path.volume[j]!;
  }
  return path;
}

/**
 * An index's minutes with its members' volume: each minute's shares traded are the sum of its
 * members' in that minute, so the index's volume bars and running volume add up to theirs.
 */
export function withMemberVolumes(
  path: IntradayPath,
  members: readonly IntradayPath[],
): IntradayPath {
  const minutes = path.volume.length;
  const volume = new Float64Array(minutes);
  for (const m of members) {
    if (m.volume.length !== minutes) continue;
    for (let j = 0; j < minutes; j += 1) volume[j] = volume[j]! + m.volume[j]!;
  }
  const runVolume = new Float64Array(minutes + 1);
  const runTurnover = new Float64Array(minutes + 1);
  for (let j = 0; j < minutes; j += 1) {
    runVolume[j + 1] = runVolume[j]! + volume[j]!;
    runTurnover[j + 1] = runTurnover[j]! + (path.close[j]! / PRICE_SCALE) * volume[j]!;
  }
  return { ...path, volume, runVolume, runTurnover };
}

/** The live price inside minute `j` at fraction `f` of it, from the path and a per-second wobble. */
export function priceWithin(
  prng: number,
  s: Series,
  path: IntradayPath,
  j: number,
  f: number,
  second: number,
): number {
  const x0 = path.knots[j]!;
  const x1 = path.knots[j + 1]!;
  const x =
    x0 +
    f * (x1 - x0) +
    0.2 * path.sigmaMinute * marketDraw(prng, s, path.day, 60_000 + j * 60 + second);
  const p = clampToLimits(s.tick(Math.exp(x) / PRICE_SCALE), path.limits);
  return Math.min(s.daily.high[path.day]!, Math.max(s.daily.low[path.day]!, p));
}

/** ISO start instants of each trading minute of a local date. */
const minuteStartCache = new Map<string, string[]>();
export function minuteStarts(cal: ExchangeCalendar, date: string): string[] {
  const key = `${cal.market}:${date}`;
  let starts = minuteStartCache.get(key);
  if (!starts) {
    starts = [];
    for (const [open, close] of sessionsOn(cal, date)) {
      const origin = zonedToUtc(date, open, cal.timeZone).getTime();
      for (let m = 0; m < close - open; m += 1)
        starts.push(new Date(origin + m * 60_000).toISOString());
    }
    if (minuteStartCache.size > 500) minuteStartCache.clear();
    minuteStartCache.set(key, starts);
  }
  return starts;
}

/**
 * Where a series stands at `now` on trading day `day`: the live price inside the current minute
 * while open (the path plus a per-second wobble), the practice price outside real hours in a
 * practice session, else the last minute's close; with the running high, low, volume and value.
 */
export function snapshotOf(
  prng: number,
  s: Series,
  at: { day: number; state: SessionState; path: IntradayPath; now: Date },
  practicePrice: () => number,
): Snapshot {
  const { day, state, path, now } = at;
  const d = s.daily;
  const minutes = path.close.length;
  const live = state.phase === 'open';
  const started = live || state.phase === 'lunch';
  const elapsed = started ? Math.min(minutes, state.elapsedMinutes) : minutes;
  const done = Math.floor(elapsed);
  let volume = path.runVolume[done]!;
  let turnover = path.runTurnover[done]!;
  let price = done > 0 ? path.close[done - 1]! : d.open[day]!;
  if (live && done < minutes) {
    const f = elapsed - done;
    price = priceWithin(prng, s, path, done, f, now.getUTCSeconds());
    const partial = Math.round((path.volume[done]! * f) / s.lot) * s.lot;
    volume += partial;
    turnover += (price / PRICE_SCALE) * partial;
  } else if (!live && state.practice) {
    price = practicePrice();
  }
  const high = Math.max(path.runHigh[done]!, price, d.open[day]!);
  const low = Math.min(path.runLow[done]!, price, d.open[day]!);
  return { day, state, price, high, low, volume, turnover, path, elapsed };
}
