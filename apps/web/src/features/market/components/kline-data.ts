/**
 * The chart's data: bars and time-sharing points from market/kline as KLineChart bars, the live
 * price applied to them, and the bar spacing that gives each period its usual window.
 */
import type { KLineData } from 'klinecharts';
import type { KlinePeriod } from '@kabuto/shared/contracts/market';
import type { KlineData } from '../api/get-kline';

/** The gap after the last bar, in CSS pixels. */
export const BAR_RIGHT_GAP_PX = 24;

/** Periods whose last bar is today's: the live price moves it. */
const LIVE_PERIODS: ReadonlySet<KlinePeriod> = new Set(['day', 'week', 'month', 'year']);

/**
 * How many bars each period shows across the chart at first (more scroll in from the left): a
 * session, about a week of 5–30-minute bars, three months of days, a year of weeks, five years
 * of months, and every year there is. Bars widen to fill the chart when there are fewer.
 */
const VISIBLE_BARS: Readonly<Record<Exclude<KlinePeriod, 'time'>, number>> = {
  '5m': 66,
  '15m': 60,
  '30m': 55,
  day: 66,
  week: 52,
  month: 60,
  year: 30,
};
const MIN_BAR_SPACE_PX = 3;
const MAX_BAR_SPACE_PX = 28;

export function toChartData(data: KlineData | undefined): KLineData[] {
  if (!data) return [];
  if (data.period === 'time') {
    // Each minute "opens" at the minute before's price, so volume bars take the move's colour.
    let previous: number | null = null;
    return data.points.map((point) => {
      const price = Number(point.price);
      const open = previous ?? price;
      previous = price;
      return {
        timestamp: Date.parse(point.time),
        open,
        high: Math.max(open, price),
        low: Math.min(open, price),
        close: price,
        volume: point.volume,
        avg_price: Number(point.avg_price),
      };
    });
  }
  return data.bars.map((bar) => ({
    timestamp: Date.parse(bar.time),
    open: Number(bar.open),
    high: Number(bar.high),
    low: Number(bar.low),
    close: Number(bar.close),
    volume: bar.volume,
    factor: bar.factor,
  }));
}

/**
 * The chart's data after a live price: the last bar of daily and longer charts moves, with the
 * bar's adjustment factor applied as the server applied it; the time-sharing line moves its last
 * minute or starts the next one. Null when nothing changes.
 */
export function applyTick(
  bars: readonly KLineData[],
  period: KlinePeriod,
  tick: { price: string; at: string },
  precision: number,
): KLineData | null {
  const last = bars[bars.length - 1];
  const raw = Number(tick.price);
  if (!last || !Number.isFinite(raw)) return null;
  if (period === 'time') {
    const minute = Math.floor(Date.parse(tick.at) / 60_000) * 60_000;
    if (!Number.isFinite(minute) || minute < last.timestamp) return null;
    if (minute === last.timestamp || last.close === raw) {
      if (last.close === raw) return null;
      return { ...last, close: raw, high: Math.max(last.high, raw), low: Math.min(last.low, raw) };
    }
    const open = last.close;
    return {
      timestamp: minute,
      open,
      high: Math.max(open, raw),
      low: Math.min(open, raw),
      close: raw,
      volume: 0,
      avg_price: last.avg_price,
    };
  }
  if (!LIVE_PERIODS.has(period)) return null;
  const factor = typeof last.factor === 'number' ? last.factor : 1;
  const scale = 10 ** precision;
  const price = Math.round(raw * factor * scale) / scale;
  if (last.close === price) return null;
  return {
    ...last,
    close: price,
    high: Math.max(last.high, price),
    low: Math.min(last.low, price),
  };
}

/** Bar spacing that shows the period's usual window, widened when there are fewer bars. */
export function barSpaceFor(period: Exclude<KlinePeriod, 'time'>, count: number, width: number) {
  const visible = Math.max(1, Math.min(count, VISIBLE_BARS[period]));
  const space = (width - BAR_RIGHT_GAP_PX) / visible;
  return Math.max(MIN_BAR_SPACE_PX, Math.min(MAX_BAR_SPACE_PX, space));
}
