import type { Currency } from '@kabuto/shared/money';
import { marketOfCode } from '@kabuto/shared/markets';
import type { Clock } from '../../lib/clock.ts';
import type { CalendarMarket, SessionState } from './calendar.ts';
import {
  CALENDARS,
  addDays,
  isTradingDay,
  localTime,
  sessionMinutes,
  sessionState,
  sessionsOn,
  zonedToUtc,
} from './calendar.ts';
import type { IndexSeed, InstrumentSeed, Market } from './instrument-types.ts';
import type {
  Adjustment,
  Bar,
  DataSource,
  Fundamentals,
  IndexQuote,
  Instrument,
  InvestorFlows,
  KlinePeriod,
  MarketData,
  Quote,
  Tick,
  TimeSharePoint,
} from './market-data.ts';
import { hashString, normal, uniform } from './prng.ts';
import { PRICE_SCALE, clampToLimits, tickSize_e4 } from './price-rules.ts';
import { marketFactor, stockSeries as buildStockSeries } from './sim-daily.ts';
import { indexSeries as buildIndexSeries } from './sim-index.ts';
import { usdRate } from './sim-fx.ts';
import { intradayPath, minuteStarts, priceWithin } from './sim-intraday.ts';
import type { Days, IntradayPath, Series } from './sim-model.ts';
import {
  ANCHOR_DAY,
  HISTORY_START,
  INTRADAY_HISTORY_DAYS,
  TRADING_DAYS_PER_YEAR,
  dayAtOrAfter,
} from './sim-model.ts';

/**
 * The default market-data provider: a seeded, deterministic simulation over real instruments.
 *
 * Model. Each market has a daily factor (its index's log return). A stock's daily log return is
 * beta × factor + its own noise (plus rare news jumps). That continuous path is the
 * forward-adjusted close; unadjusted prices divide it by the corporate-action factor, so splits and
 * dividends make the raw series jump while the adjusted one stays continuous. Raw prices sit on
 * the exchange's ticks and inside its daily limits. A day's minutes follow a Brownian bridge from
 * its open to its close, stretched to touch its high and low, with U-shaped volume. Every draw is a
 * pure function of (seed, instrument, day, step): the same seed and clock give the same prices.
 */

export interface SimulatorOptions {
  seed: string;
  practice: boolean;
  clock: Clock;
  instruments: readonly InstrumentSeed[];
  indices: readonly IndexSeed[];
  /** Half the bid/ask spread, in ticks. */
  spreadTicks?: number;
}

export class SimulatedMarket implements MarketData {
  readonly source: DataSource;
  private readonly seed: number;
  private readonly clock: Clock;
  private readonly practice: boolean;
  private readonly list: Instrument[];
  private readonly byCode = new Map<
    string,
    { inst: Instrument; seed: InstrumentSeed; id: number }
  >();
  private readonly indexSeeds: readonly IndexSeed[];
  private readonly days = new Map<CalendarMarket, Days>();
  private horizon: string;
  private horizonCheckedAt_ms = Number.NEGATIVE_INFINITY;
  private readonly factors = new Map<CalendarMarket, Float64Array>();
  private readonly series = new Map<string, Series>();
  private readonly paths = new Map<string, IntradayPath>();
  private readonly barCache = new Map<string, Bar[]>();
  private readonly sessionMemo = new Map<CalendarMarket, { second: number; state: SessionState }>();
  private readonly closeInstants = new Map<string, number>();
  /** Deterministic parts of a quote, kept: the walk to a practice minute, 52-week history. */
  private readonly practiceWalks = new Map<string, number>();
  private readonly yearRanges = new Map<string, { high: number; low: number }>();
  private readonly spreadTicks: number;
  private readonly tickListeners = new Set<(ticks: readonly Tick[]) => void>();
  private tickTimer: NodeJS.Timeout | null = null;

  constructor(options: SimulatorOptions) {
    this.seed = hashString(options.seed);
    this.clock = options.clock;
    this.practice = options.practice;
    this.spreadTicks = options.spreadTicks ?? 1;
    this.source = { id: 'simulation', simulated: true, practice: options.practice };
    this.indexSeeds = options.indices;
    this.list = options.instruments.map((seed) => {
      const inst: Instrument = {
        code: seed.code,
        market: seed.market,
        exchange: seed.exchange,
        board: seed.board,
        currency: marketOfCode(seed.market).currency,
        name: seed.name,
        sector: seed.sector,
        shares_outstanding: seed.shares_outstanding,
        actions: seed.actions,
      };
      if (this.byCode.has(seed.code)) throw new Error(`duplicate instrument code ${seed.code}`);
      this.byCode.set(seed.code, { inst, seed, id: hashString(`${seed.market}:${seed.code}`) });
      return inst;
    });
    this.horizon = addDays(localTime(this.clock.now(), 'UTC').date, 400);
  }

  // ---------------------------------------------------------------- calendar and days

  private ensureHorizon(): void {
    const now_ms = this.clock.now().getTime();
    if (Math.abs(now_ms - this.horizonCheckedAt_ms) < 60_000) return;
    this.horizonCheckedAt_ms = now_ms;
    const today = new Date(now_ms).toISOString().slice(0, 10);
    if (addDays(today, 30) <= this.horizon) return;
    this.horizon = addDays(today, 400);
    this.days.clear();
    this.factors.clear();
    this.series.clear();
    this.paths.clear();
    this.barCache.clear();
  }

  private tradingDays(market: CalendarMarket): Days {
    this.ensureHorizon();
    let days = this.days.get(market);
    if (!days) {
      const cal = CALENDARS[market];
      const list: string[] = [];
      for (let d = HISTORY_START; d <= this.horizon; d = addDays(d, 1)) {
        if (isTradingDay(cal, d)) list.push(d);
      }
      const index = new Map(list.map((d, i) => [d, i]));
      const anchor = list.findIndex((d) => d >= ANCHOR_DAY);
      days = { list, index, anchor };
      this.days.set(market, days);
    }
    return days;
  }

  /** Session state, worked out once per market and second (every quote of a tick shares it). */
  session(market: CalendarMarket): SessionState {
    const now = this.clock.now();
    const second = Math.floor(now.getTime() / 1000);
    const memo = this.sessionMemo.get(market);
    if (memo && memo.second === second) return memo.state;
    const state = sessionState(CALENDARS[market], now, this.practice);
    this.sessionMemo.set(market, { second, state });
    return state;
  }

  /** The trading day whose figures are current: today once it has opened, else the last one. */
  private currentDay(market: CalendarMarket): { day: number; state: SessionState } {
    const state = this.session(market);
    const days = this.tradingDays(market);
    let day = dayAtOrAfter(days, state.localDate);
    const startedToday = days.list[day] === state.localDate && state.phase !== 'pre';
    if (!startedToday) day -= 1;
    return { day, state };
  }

  // ---------------------------------------------------------------- daily model

  private marketFactor(market: CalendarMarket, volatility: number): Float64Array {
    let f = this.factors.get(market);
    if (!f) {
      f = marketFactor(this.seed, market, this.tradingDays(market), volatility);
      this.factors.set(market, f);
    }
    return f;
  }

  private indexVolatility(market: CalendarMarket): number {
    return this.indexSeeds.find((i) => i.market === market)?.volatility ?? 0.18;
  }

  private stockSeries(code: string): Series | undefined {
    const cached = this.series.get(code);
    if (cached) return cached;
    const entry = this.byCode.get(code);
    if (!entry) return undefined;
    const market = entry.seed.market;
    const series = buildStockSeries({
      prng: this.seed,
      seed: entry.seed,
      id: entry.id,
      days: this.tradingDays(market),
      factor: this.marketFactor(market, this.indexVolatility(market)),
      indexVolatility: this.indexVolatility(market),
    });
    this.series.set(code, series);
    return series;
  }

  private indexSeries(seed: IndexSeed): Series {
    const key = `index:${seed.code}`;
    const cached = this.series.get(key);
    if (cached) return cached;
    const market = seed.market;
    const series = buildIndexSeries({
      prng: this.seed,
      seed,
      days: this.tradingDays(market),
      members: this.indexMembers(seed),
      factor: this.marketFactor(market, seed.volatility),
    });
    this.series.set(key, series);
    return series;
  }

  /** The index's constituents among our instruments, with their weights. */
  private indexMembers(seed: IndexSeed) {
    const rule = seed.members;
    if (!rule || seed.quote_only) return [];
    return this.list
      .filter(
        (i) =>
          i.market === seed.market &&
          (!rule.exchanges || rule.exchanges.includes(i.exchange)) &&
          (!rule.boards || rule.boards.includes(i.board)) &&
          (!rule.codes || rule.codes.includes(i.code)),
      )
      .map((i) => ({
        daily: this.stockSeries(i.code)!.daily,
        weight: seed.weighting === 'price' ? 1 : i.shares_outstanding,
      }));
  }

  // ---------------------------------------------------------------- intraday model

  private intraday(key: string, s: Series, day: number): IntradayPath {
    const cacheKey = `${key}@${day}`;
    const cached = this.paths.get(cacheKey);
    if (cached) return cached;
    const date = this.tradingDays(s.calendarMarket).list[day]!;
    const minutes = sessionMinutes(CALENDARS[s.calendarMarket], date);
    const path = intradayPath(this.seed, s, day, date, minutes);
    if (this.paths.size > 2_000) this.paths.clear();
    this.paths.set(cacheKey, path);
    return path;
  }

  /** The live price inside minute `j` at fraction `f` of it, from the path and a per-second wobble. */
  private priceWithin(s: Series, path: IntradayPath, j: number, f: number, second: number): number {
    return priceWithin(this.seed, s, path, j, f, second);
  }

  /** Practice sessions: outside real hours the price keeps walking from the last close. */
  private practicePrice(s: Series, day: number, at: Date): number {
    const close = s.daily.close[day]!;
    const closedAt = this.closeInstant(s.calendarMarket, day);
    const minutesSince = Math.max(0, (at.getTime() - closedAt) / 60_000);
    const sigmaMinute = s.volatility / Math.sqrt(TRADING_DAYS_PER_YEAR * 390);
    const hours = Math.floor(minutesSince / 60);
    const inHour = Math.floor(minutesSince - hours * 60);
    const key = `${s.id}:${day}:${hours}:${inHour}`;
    let walk = this.practiceWalks.get(key);
    if (walk === undefined) {
      walk = 0;
      for (let h = 0; h < Math.min(hours, 24 * 7); h += 1) {
        walk += Math.sqrt(60) * sigmaMinute * normal(this.seed, s.id, day, 80_000 + h);
      }
      for (let m = 0; m < inHour; m += 1)
        walk += sigmaMinute * normal(this.seed, s.id, day, 90_000 + hours * 60 + m);
      if (this.practiceWalks.size > 10_000) this.practiceWalks.clear();
      this.practiceWalks.set(key, walk);
    }
    walk +=
      0.2 *
      sigmaMinute *
      normal(this.seed, s.id, day, 99_000 + (Math.floor(at.getTime() / 1000) % 86_400));
    const limits = s.limits(close);
    return clampToLimits(s.tick((close / PRICE_SCALE) * Math.exp(walk)), limits);
  }

  /** The instant a trading day's last session closed. */
  private closeInstant(market: CalendarMarket, day: number): number {
    const key = `${market}:${day}`;
    let at = this.closeInstants.get(key);
    if (at === undefined) {
      const cal = CALENDARS[market];
      const date = this.tradingDays(market).list[day]!;
      const sessions = sessionsOn(cal, date);
      at = zonedToUtc(date, sessions[sessions.length - 1]![1], cal.timeZone).getTime();
      if (this.closeInstants.size > 10_000) this.closeInstants.clear();
      this.closeInstants.set(key, at);
    }
    return at;
  }

  // ---------------------------------------------------------------- quotes

  private snapshot(key: string, s: Series) {
    const { day, state } = this.currentDay(s.calendarMarket);
    const d = s.daily;
    const path = this.intraday(key, s, day);
    const minutes = path.close.length;
    const now = this.clock.now();
    const live = state.phase === 'open';
    const started = live || state.phase === 'lunch';
    const elapsed = started ? Math.min(minutes, state.elapsedMinutes) : minutes;
    const done = Math.floor(elapsed);
    let high = path.runHigh[done]!;
    let low = path.runLow[done]!;
    let volume = path.runVolume[done]!;
    let turnover = path.runTurnover[done]!;
    let price = done > 0 ? path.close[done - 1]! : d.open[day]!;
    if (live && done < minutes) {
      const f = elapsed - done;
      price = this.priceWithin(s, path, done, f, now.getUTCSeconds());
      const partial = Math.round((path.volume[done]! * f) / s.lot) * s.lot;
      volume += partial;
      turnover += (price / PRICE_SCALE) * partial;
    } else if (!live && state.practice) {
      price = this.practicePrice(s, day, now);
    }
    high = Math.max(high, price, d.open[day]!);
    low = Math.min(low, price, d.open[day]!);
    return { day, state, price, high, low, volume, turnover, path, elapsed };
  }

  instruments(): readonly Instrument[] {
    return this.list;
  }

  instrument(code: string): Instrument | undefined {
    return this.byCode.get(code)?.inst;
  }

  /** The 52 weeks of daily highs and lows up to `day`, adjusted to that day's prices. */
  private yearRange(code: string, s: Series, day: number): { high: number; low: number } {
    const key = `${code}:${day}`;
    let range = this.yearRanges.get(key);
    if (!range) {
      const d = s.daily;
      let high = 0;
      let low = Number.MAX_SAFE_INTEGER;
      const factorNow = d.factor[day]!;
      for (let i = Math.max(0, day - TRADING_DAYS_PER_YEAR + 1); i <= day; i += 1) {
        const scale = d.factor[i]! / factorNow;
        high = Math.max(high, s.tick((d.high[i]! * scale) / PRICE_SCALE));
        low = Math.min(low, s.tick((d.low[i]! * scale) / PRICE_SCALE));
      }
      range = { high, low };
      if (this.yearRanges.size > 10_000) this.yearRanges.clear();
      this.yearRanges.set(key, range);
    }
    return range;
  }

  quote(code: string): Quote | undefined {
    const entry = this.byCode.get(code);
    const s = this.stockSeries(code);
    if (!entry || !s) return undefined;
    const snap = this.snapshot(code, s);
    const d = s.daily;
    const base = d.base[snap.day]!;
    const limits = s.limits(base);
    const year = this.yearRange(code, s, snap.day);
    const high52 = Math.max(year.high, snap.high);
    const low52 = Math.min(year.low, snap.low);
    const tick = tickSize_e4(s.market, snap.price, code);
    const spread = this.spreadTicks * tick;
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
      high_52w_e4: high52,
      low_52w_e4: low52,
      bid_e4: clampToLimits(Math.max(tick, snap.price - spread), limits),
      ask_e4: clampToLimits(snap.price + spread, limits),
      session: snap.state,
      trading_day: this.tradingDays(s.calendarMarket).list[snap.day]!,
      at: this.clock.now(),
    };
  }

  // ---------------------------------------------------------------- bars

  bars(
    code: string,
    period: Exclude<KlinePeriod, 'time'>,
    adjust: Adjustment,
    size: number,
  ): Bar[] {
    const s = this.stockSeries(code) ?? this.indexByCode(code);
    if (!s) return [];
    const key = this.byCode.has(code) ? code : `index:${code}`;
    if (period === '5m' || period === '15m' || period === '30m') {
      return this.minuteBars(key, s, Number(period.slice(0, -1)), size);
    }
    const daily = this.dailyBars(key, s, adjust);
    if (period === 'day') return daily.slice(-size);
    const bucket =
      period === 'week'
        ? (t: string) => {
            const date = new Date(`${t.slice(0, 10)}T00:00:00Z`);
            const monday = addDays(t.slice(0, 10), -((date.getUTCDay() + 6) % 7));
            return monday;
          }
        : period === 'month'
          ? (t: string) => `${t.slice(0, 7)}-01`
          : (t: string) => `${t.slice(0, 4)}-01-01`;
    const out: Bar[] = [];
    let currentKey = '';
    for (const bar of daily) {
      const k = bucket(bar.time);
      const last = out[out.length - 1];
      if (k !== currentKey || !last) {
        out.push({ ...bar, time: `${k}T00:00:00.000Z` });
        currentKey = k;
      } else {
        last.high_e4 = Math.max(last.high_e4, bar.high_e4);
        last.low_e4 = Math.min(last.low_e4, bar.low_e4);
        last.close_e4 = bar.close_e4;
        last.volume += bar.volume;
      }
    }
    return out.slice(-size);
  }

  private indexByCode(code: string): Series | undefined {
    const seed = this.indexSeeds.find((i) => i.code === code);
    return seed ? this.indexSeries(seed) : undefined;
  }

  /**
   * Daily bars up to the current day. The finished days never change, so they are built once per
   * instrument and adjustment; only the current day's bar is made per call.
   */
  private dailyBars(key: string, s: Series, adjust: Adjustment): Bar[] {
    const snap = this.snapshot(key, s);
    const d = s.daily;
    const scaleOf = (i: number) =>
      adjust === 'none' ? 1 : adjust === 'forward' ? d.factor[i]! : d.factor[i]! / d.factor[0]!;
    const round = adjust === 'none' ? (v: number) => v : (v: number) => Math.round(v / 100) * 100;
    const cacheKey = `${key}:${adjust}`;
    let finished = this.barCache.get(cacheKey);
    if (!finished || finished.length !== snap.day) {
      const days = this.tradingDays(s.calendarMarket).list;
      finished = [];
      for (let i = 0; i < snap.day; i += 1) {
        const scale = scaleOf(i);
        finished.push({
          time: `${days[i]}T00:00:00.000Z`,
          open_e4: round(d.open[i]! * scale),
          high_e4: round(d.high[i]! * scale),
          low_e4: round(d.low[i]! * scale),
          close_e4: round(d.close[i]! * scale),
          volume: d.volume[i]!,
        });
      }
      if (this.barCache.size > 1_000) this.barCache.clear();
      this.barCache.set(cacheKey, finished);
    }
    const scale = scaleOf(snap.day);
    const today: Bar = {
      time: `${this.tradingDays(s.calendarMarket).list[snap.day]}T00:00:00.000Z`,
      open_e4: round(d.open[snap.day]! * scale),
      high_e4: round(snap.high * scale),
      low_e4: round(snap.low * scale),
      close_e4: round(snap.price * scale),
      volume: snap.volume,
    };
    return [...finished, today];
  }

  private minuteBars(key: string, s: Series, step: number, size: number): Bar[] {
    const snap = this.snapshot(key, s);
    const cal = CALENDARS[s.calendarMarket];
    const days = this.tradingDays(s.calendarMarket).list;
    const out: Bar[] = [];
    const first = Math.max(0, snap.day - INTRADAY_HISTORY_DAYS + 1);
    for (let day = first; day <= snap.day; day += 1) {
      const path = day === snap.day ? snap.path : this.intraday(key, s, day);
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
        });
      }
    }
    return out.slice(-size);
  }

  timeShare(code: string): TimeSharePoint[] {
    const s = this.stockSeries(code) ?? this.indexByCode(code);
    if (!s) return [];
    const key = this.byCode.has(code) ? code : `index:${code}`;
    const snap = this.snapshot(key, s);
    const cal = CALENDARS[s.calendarMarket];
    const starts = minuteStarts(cal, this.tradingDays(s.calendarMarket).list[snap.day]!);
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
    return points;
  }

  // ---------------------------------------------------------------- indices, flows, FX

  indices(): IndexQuote[] {
    return this.indexSeeds.map((seed) => {
      const s = this.indexSeries(seed);
      const snap = this.snapshot(`index:${seed.code}`, s);
      return {
        code: seed.code,
        market: seed.market,
        name: seed.name,
        level_e4: snap.price,
        prev_close_e4: s.daily.base[snap.day]!,
        open_e4: s.daily.open[snap.day]!,
        high_e4: snap.high,
        low_e4: snap.low,
        session: snap.state,
        quote_only: seed.quote_only,
      };
    });
  }

  flows(market: Market): InvestorFlows {
    const { day } = this.currentDay(market);
    let turnover = 0;
    for (const inst of this.list) {
      if (inst.market !== market) continue;
      const s = this.stockSeries(inst.code)!;
      const snap = this.snapshot(inst.code, s);
      turnover += snap.turnover;
    }
    const id = hashString(`flows:${market}`);
    const share = (k: number) => 0.03 * normal(this.seed, id, day, k);
    const individuals = Math.round(turnover * share(1));
    const foreigners = Math.round(turnover * share(2));
    return {
      market,
      trading_day: this.tradingDays(market).list[day]!,
      individuals,
      foreigners,
      institutions: -(individuals + foreigners),
      turnover: Math.round(turnover),
    };
  }

  fundamentals(code: string): Fundamentals | undefined {
    const entry = this.byCode.get(code);
    const q = this.quote(code);
    if (!entry || !q) return undefined;
    const id = entry.id;
    const { day } = this.currentDay(entry.seed.market);
    const price = q.price_e4 / PRICE_SCALE;
    // Earnings and book value per share are fixed per instrument; the ratios move with the price.
    const eps = entry.seed.reference_price / (8 + 32 * uniform(this.seed, id, 0, 101));
    const bps = entry.seed.reference_price / (0.6 + 5 * uniform(this.seed, id, 0, 102));
    const lastYear = entry.seed.actions.filter(
      (a) => a.kind === 'dividend' && a.date >= '2025-01-01',
    );
    const dividends = lastYear.reduce((t, a) => t + (a.kind === 'dividend' ? a.amount : 0), 0);
    const foreignBase = entry.seed.market === 'CN' ? 4 : entry.seed.market === 'JP' ? 30 : 20;
    return {
      per: Math.round((price / eps) * 100) / 100,
      pbr: Math.round((price / bps) * 100) / 100,
      dividend_yield_pct: Math.round((dividends / price) * 10_000) / 100,
      foreign_ownership_pct:
        Math.round((foreignBase + 15 * uniform(this.seed, id, 0, 103)) * 100) / 100,
      short_ratio_pct: Math.round((2 + 8 * uniform(this.seed, id, day, 104)) * 100) / 100,
      short_balance_shares:
        Math.round(
          (entry.seed.shares_outstanding * 0.004 * (0.5 + uniform(this.seed, id, day, 105))) / 100,
        ) * 100,
    };
  }

  fxRate(from: Currency, to: Currency): number {
    return this.usdRate(to) / this.usdRate(from);
  }

  /** Units of `currency` per US dollar now: a daily walk, interpolated through the UTC day. */
  private usdRate(currency: Currency): number {
    return usdRate(this.seed, currency, this.clock.now());
  }

  /** Builds every series and today's paths now, so the first tick or quote is not slow. */
  warm(): void {
    this.ticks();
    this.indices();
  }

  // ---------------------------------------------------------------- ticks

  onTicks(listener: (ticks: readonly Tick[]) => void): () => void {
    this.tickListeners.add(listener);
    if (!this.tickTimer) {
      this.tickTimer = setInterval(() => this.emitTicks(), 1_000);
      this.tickTimer.unref();
    }
    return () => {
      this.tickListeners.delete(listener);
      if (this.tickListeners.size === 0 && this.tickTimer) {
        clearInterval(this.tickTimer);
        this.tickTimer = null;
      }
    };
  }

  /** Every instrument's current price, as the tick stream carries it. */
  ticks(): Tick[] {
    const at = this.clock.now().toISOString();
    return this.list.map((inst) => {
      const s = this.stockSeries(inst.code)!;
      const snap = this.snapshot(inst.code, s);
      return {
        code: inst.code,
        price_e4: snap.price,
        prev_close_e4: s.daily.base[snap.day]!,
        volume: snap.volume,
        at,
      };
    });
  }

  private emitTicks(): void {
    const ticks = this.ticks();
    for (const listener of this.tickListeners) listener(ticks);
  }
}
