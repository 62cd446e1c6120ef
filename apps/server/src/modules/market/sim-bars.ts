import type { ExchangeCalendar } from './calendar.ts';
import { addDays } from './calendar.ts';
import type { Adjustment, Bar, KlinePeriod, TimeSharePoint } from './market-data.ts';
import { PRICE_SCALE } from './price-rules.ts';
import { minuteStarts } from './sim-intraday.ts';
import type { IntradayPath, Series, Snapshot } from './sim-model.ts';
import { INTRADAY_HISTORY_DAYS } from './sim-model.ts';

/**
 * Bars and the time-sharing series from the simulation's daily and intraday paths. Adjustment
 * applies to every bar alike, today's live bar included: adjusted = raw × factor, where the
 * forward factor keeps today's prices as they are and the backward one keeps the first day's.
 */

export interface BarSource {
  /** Cache key of the instrument or index. */
  key: string;
  s: Series;
  snap: Snapshot;
  /** The market's trading days. */
  days: readonly string[];
  cal: ExchangeCalendar;
  intraday(day: number): IntradayPath;
  now: Date;
}

/** The factor a day's raw prices are multiplied by under an adjustment. */
export function adjustmentFactor(s: Series, day: number, adjust: Adjustment): number {
  const f = s.daily.factor;
  return adjust === 'none' ? 1 : adjust === 'forward' ? f[day]! : f[day]! / f[0]!;
}

/**
 * Daily bars up to the current day. The finished days never change, so they are built once per
 * instrument and adjustment (in `cache`); only the current day's bar is made per call.
 */
export function dailyBars(src: BarSource, adjust: Adjustment, cache: Map<string, Bar[]>): Bar[] {
  const { s, snap, days } = src;
  const d = s.daily;
  const round = adjust === 'none' ? (v: number) => v : (v: number) => Math.round(v / 100) * 100;
  const cacheKey = `${src.key}:${adjust}`;
  let finished = cache.get(cacheKey);
  if (!finished || finished.length !== snap.day) {
    finished = [];
    for (let i = 0; i < snap.day; i += 1) {
      const factor = adjustmentFactor(s, i, adjust);
      finished.push({
        time: `${days[i]}T00:00:00.000Z`,
        open_e4: round(d.open[i]! * factor),
        high_e4: round(d.high[i]! * factor),
        low_e4: round(d.low[i]! * factor),
        close_e4: round(d.close[i]! * factor),
        volume: d.volume[i]!,
        factor,
      });
    }
    if (cache.size > 1_000) cache.clear();
    cache.set(cacheKey, finished);
  }
  const factor = adjustmentFactor(s, snap.day, adjust);
  const today: Bar = {
    time: `${days[snap.day]}T00:00:00.000Z`,
    open_e4: round(d.open[snap.day]! * factor),
    high_e4: round(snap.high * factor),
    low_e4: round(snap.low * factor),
    close_e4: round(snap.price * factor),
    volume: snap.volume,
    factor,
  };
  return [...finished, today];
}

/** The Monday of a date's week, the first of its month or of its year. */
function bucketOf(period: 'week' | 'month' | 'year', time: string): string {
  const date = time.slice(0, 10);
  if (period === 'month') return `${date.slice(0, 7)}-01`;
  if (period === 'year') return `${date.slice(0, 4)}-01-01`;
  return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** Daily bars gathered into weeks, months or years (the last bar carries the latest factor). */
export function aggregateBars(daily: readonly Bar[], period: 'week' | 'month' | 'year'): Bar[] {
  const out: Bar[] = [];
  let currentKey = '';
  for (const bar of daily) {
    const k = bucketOf(period, bar.time);
    const last = out[out.length - 1];
    if (k !== currentKey || !last) {
      out.push({ ...bar, time: `${k}T00:00:00.000Z` });
      currentKey = k;
    } else {
      last.high_e4 = Math.max(last.high_e4, bar.high_e4);
      last.low_e4 = Math.min(last.low_e4, bar.low_e4);
      last.close_e4 = bar.close_e4;
      last.volume += bar.volume;
      last.factor = bar.factor;
    }
  }
  return out;
}

export function periodBars(
  src: BarSource,
  period: Exclude<KlinePeriod, 'time'>,
  adjust: Adjustment,
  size: number,
  cache: Map<string, Bar[]>,
): Bar[] {
  if (period === '5m' || period === '15m' || period === '30m') {
    return minuteBars(src, Number(period.slice(0, -1)), size);
  }
  const daily = dailyBars(src, adjust, cache);
  return (period === 'day' ? daily : aggregateBars(daily, period)).slice(-size);
}

/** 5/15/30-minute bars over the last days of intraday history, today's up to now. */
export function minuteBars(src: BarSource, step: number, size: number): Bar[] {
  const { snap, days, cal } = src;
  const out: Bar[] = [];
  const first = Math.max(0, snap.day - INTRADAY_HISTORY_DAYS + 1);
  for (let day = first; day <= snap.day; day += 1) {
    const path = day === snap.day ? snap.path : src.intraday(day);
    const limit = day === snap.day ? Math.ceil(snap.elapsed) : path.close.length;
    const starts = minuteStarts(cal, days[day]!);
    for (let j = 0; j < Math.min(limit, path.close.length); j += step) {
      const end = Math.min(j + step, limit, path.close.length);
      let high = 0;
      let low = Number.MAX_SAFE_INTEGER;
      let volume = 0;
      for (let m = j; m < end; m += 1) {
        high = Math.max(high, path.high[m]!);
        low = Math.min(low, path.low[m]!);
        volume += path.volume[m]!;
      }
      const closing =
        day === snap.day && end === limit && snap.state.phase === 'open'
          ? snap.price
          : path.close[end - 1]!;
      out.push({
        time: starts[j]!,
        open_e4: path.open[j]!,
        high_e4: Math.max(high, closing),
        low_e4: Math.min(low, closing),
        close_e4: closing,
        volume,
        factor: 1,
      });
    }
  }
  return out.slice(-size);
}

/**
 * Today's minute-by-minute prices with the running average. Its last point is the price the
 * quote shows: the live price while open, and in a practice session outside real hours the
 * practice price, at the current minute.
 */
export function timeShare(src: BarSource): TimeSharePoint[] {
  const { s, snap, days, cal } = src;
  const starts = minuteStarts(cal, days[snap.day]!);
  const limit = Math.ceil(snap.elapsed);
  const points: TimeSharePoint[] = [];
  let value = 0;
  let volume = 0;
  for (let j = 0; j < Math.min(limit, snap.path.close.length); j += 1) {
    const last = j === limit - 1 && snap.state.phase === 'open';
    const price = last ? snap.price : snap.path.close[j]!;
    volume += snap.path.volume[j]!;
    value += price * snap.path.volume[j]!;
    points.push({
      time: starts[j]!,
      price_e4: price,
      avg_price_e4: volume > 0 ? s.tick(value / volume / PRICE_SCALE) : price,
      volume: snap.path.volume[j]!,
    });
  }
  const tail = points[points.length - 1];
  if (snap.state.practice && snap.state.phase !== 'open' && tail && tail.price_e4 !== snap.price) {
    const minute = new Date(Math.floor(src.now.getTime() / 60_000) * 60_000).toISOString();
    if (minute > tail.time) {
      points.push({
        time: minute,
        price_e4: snap.price,
        avg_price_e4: tail.avg_price_e4,
        volume: 0,
      });
    }
  }
  return points;
}
