import type { InstrumentSeed, Market } from './instrument-types.ts';
import type { Fundamentals, InvestorFlows, Quote, Tick } from './market-data.ts';
import { hashString, normal, uniform } from './prng.ts';
import { PRICE_SCALE, clampToLimits, tickSize_e4 } from './price-rules.ts';
import type { Series, Snapshot } from './sim-model.ts';
import { TRADING_DAYS_PER_YEAR, marketDraw } from './sim-model.ts';

/**
 * The simulator's secondary figures, as pure functions of the seed (`prng`) with caches passed
 * in: the practice-session walk, 52-week ranges, quotes, fundamentals, investor flows; and the one-second
 * tick stream.
 */

/** Practice sessions: outside real hours the price keeps walking from the last close. */
export function practicePrice(
  prng: number,
  s: Series,
  day: number,
  at: Date,
  closedAt_ms: number,
  walks: Map<string, number>,
): number {
  const close = s.daily.close[day]!;
  const minutesSince = Math.max(0, (at.getTime() - closedAt_ms) / 60_000);
  const sigmaMinute = s.volatility / Math.sqrt(TRADING_DAYS_PER_YEAR * 390);
  const hours = Math.floor(minutesSince / 60);
  const inHour = Math.floor(minutesSince - hours * 60);
  const key = `${s.id}:${day}:${hours}:${inHour}`;
  let walk = walks.get(key);
  if (walk === undefined) {
    walk = 0;
    for (let h = 0; h < Math.min(hours, 24 * 7); h += 1) {
      walk += Math.sqrt(60) * sigmaMinute * marketDraw(prng, s, day, 80_000 + h);
    }
    for (let m = 0; m < inHour; m += 1)
      walk += sigmaMinute * marketDraw(prng, s, day, 90_000 + hours * 60 + m);
    if (walks.size > 10_000) walks.clear();
    walks.set(key, walk);
  }
  walk +=
    0.2 *
    sigmaMinute *
    marketDraw(prng, s, day, 99_000 + (Math.floor(at.getTime() / 1000) % 86_400));
  const limits = s.limits(close);
  return clampToLimits(s.tick((close / PRICE_SCALE) * Math.exp(walk)), limits);
}

/** The 52 weeks of daily highs and lows up to `day`, adjusted to that day's prices. */
export function yearRange(s: Series, day: number): { high: number; low: number } {
  const d = s.daily;
  let high = 0;
  let low = Number.MAX_SAFE_INTEGER;
  const factorNow = d.factor[day]!;
  for (let i = Math.max(0, day - TRADING_DAYS_PER_YEAR + 1); i <= day; i += 1) {
    const scale = d.factor[i]! / factorNow;
    high = Math.max(high, s.tick((d.high[i]! * scale) / PRICE_SCALE));
    low = Math.min(low, s.tick((d.low[i]! * scale) / PRICE_SCALE));
  }
  return { high, low };
}

/** A stock's quote from its snapshot: limits, 52-week range, bid and ask a spread apart. */
export function quoteOf(
  code: string,
  s: Series,
  snap: Snapshot,
  extra: { year: { high: number; low: number }; spreadTicks: number; tradingDay: string; at: Date },
): Quote {
  const d = s.daily;
  const base = d.base[snap.day]!;
  const limits = s.limits(base);
  const tick = tickSize_e4(s.market, snap.price, code);
  const spread = extra.spreadTicks * tick;
  return {
    code,
    market: s.market,
    price_e4: snap.price,
    prev_close_e4: base,
    open_e4: d.open[snap.day]!,
    high_e4: snap.high,
    low_e4: snap.low,
    volume: snap.volume,
    turnover: Math.round(snap.turnover),
    limit_up_e4: limits?.up_e4 ?? null,
    limit_down_e4: limits?.down_e4 ?? null,
    high_52w_e4: Math.max(extra.year.high, snap.high),
    low_52w_e4: Math.min(extra.year.low, snap.low),
    bid_e4: clampToLimits(Math.max(tick, snap.price - spread), limits),
    ask_e4: clampToLimits(snap.price + spread, limits),
    session: snap.state,
    trading_day: extra.tradingDay,
    at: extra.at,
  };
}

/** Ratios and holdings figures of an instrument at `price_e4` on trading day `day`. */
export function fundamentalsOf(
  prng: number,
  seed: InstrumentSeed,
  id: number,
  day: number,
  price_e4: number,
): Fundamentals {
  const price = price_e4 / PRICE_SCALE;
  // Earnings and book value per share are fixed per instrument; the ratios move with the price.
  const eps = seed.reference_price / (8 + 32 * uniform(prng, id, 0, 101));
  const bps = seed.reference_price / (0.6 + 5 * uniform(prng, id, 0, 102));
  const lastYear = seed.actions.filter((a) => a.kind === 'dividend' && a.date >= '2025-01-01');
  const dividends = lastYear.reduce((t, a) => t + (a.kind === 'dividend' ? a.amount : 0), 0);
  const foreignBase = seed.market === 'CN' ? 4 : seed.market === 'JP' ? 30 : 20;
  return {
    per: Math.round((price / eps) * 100) / 100,
    pbr: Math.round((price / bps) * 100) / 100,
    dividend_yield_pct: Math.round((dividends / price) * 10_000) / 100,
    foreign_ownership_pct: Math.round((foreignBase + 15 * uniform(prng, id, 0, 103)) * 100) / 100,
    short_ratio_pct: Math.round((2 + 8 * uniform(prng, id, day, 104)) * 100) / 100,
    short_balance_shares:
      Math.round((seed.shares_outstanding * 0.004 * (0.5 + uniform(prng, id, day, 105))) / 100) *
      100,
  };
}

/** Net buying by investor type on a day: individuals and foreigners drawn, institutions the rest. */
export function investorFlows(
  prng: number,
  market: Market,
  day: number,
  tradingDay: string,
  turnover: number,
): InvestorFlows {
  const id = hashString(`flows:${market}`);
  const share = (k: number) => 0.03 * normal(prng, id, day, k);
  const individuals = Math.round(turnover * share(1));
  const foreigners = Math.round(turnover * share(2));
  return {
    market,
    trading_day: tradingDay,
    individuals,
    foreigners,
    institutions: -(individuals + foreigners),
    turnover: Math.round(turnover),
  };
}

/** Sends `read()` to every listener once a second while anyone listens. */
export class TickStream {
  private readonly listeners = new Set<(ticks: readonly Tick[]) => void>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly read: () => Tick[]) {}

  subscribe(listener: (ticks: readonly Tick[]) => void): () => void {
    this.listeners.add(listener);
    if (!this.timer) {
      this.timer = setInterval(() => {
        const ticks = this.read();
        for (const l of this.listeners) l(ticks);
      }, 1_000);
      this.timer.unref();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }
}
