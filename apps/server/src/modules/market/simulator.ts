import type { Currency } from '@kabuto/shared/money';
import { marketOfCode } from '@kabuto/shared/markets';
import type { Clock } from '../../lib/clock.ts';
import type { SessionState } from './calendar.ts';
import type { CalendarMarket } from './calendars.ts';
import { CALENDARS, sessionMinutes, sessionState } from './calendar.ts';
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
import { hashString } from './prng.ts';
import { marketFactor, stockSeries as buildStockSeries } from './sim-daily.ts';
import { indexSeries as buildIndexSeries, constituentsOf } from './sim-index.ts';
import {
  TickStream,
  fundamentalsOf,
  investorFlows,
  practicePrice,
  quoteOf,
  yearRange,
} from './sim-figures.ts';
import { usdRate } from './sim-fx.ts';
import type { BarSource } from './sim-bars.ts';
import { periodBars, timeShare } from './sim-bars.ts';
import { intradayPath, snapshotOf, withMemberVolumes } from './sim-intraday.ts';
import type { Days, IntradayPath, Series, Snapshot } from './sim-model.ts';
import { dayAtOrAfter } from './sim-model.ts';
import { SimDays } from './sim-days.ts';

/**
 * The default market-data provider: a seeded, deterministic simulation over real instruments.
 *
 * Model. Each market has a daily factor (GARCH(1,1) with Student-t shocks, pulled slowly back to
 * its trend). A stock's daily log return is beta × factor + its own fat-tailed, clustered noise;
 * indices are computed from their members (sim-index.ts). A stock's continuous path is the
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
  private practice: boolean;
  private readonly list: Instrument[];
  private readonly byCode = new Map<
    string,
    { inst: Instrument; seed: InstrumentSeed; id: number }
  >();
  private readonly indexSeeds: readonly IndexSeed[];
  private readonly calendar: SimDays;
  private readonly factors = new Map<CalendarMarket, Float64Array>();
  private readonly series = new Map<string, Series>();
  private readonly paths = new Map<string, IntradayPath>();
  private readonly barCache = new Map<string, Bar[]>();
  private readonly sessionMemo = new Map<CalendarMarket, { second: number; state: SessionState }>();
  /** Deterministic parts of a quote, kept: the walk to a practice minute, 52-week history. */
  private readonly practiceWalks = new Map<string, number>();
  private readonly yearRanges = new Map<string, { high: number; low: number }>();
  private readonly spreadTicks: number;
  private readonly tickStream = new TickStream(() => this.ticks());

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
    this.calendar = new SimDays(this.clock.now());
  }

  setPractice(on: boolean): void {
    this.practice = this.source.practice = on;
    this.sessionMemo.clear();
    this.barCache.clear();
  }

  // ---------------------------------------------------------------- calendar and days

  private tradingDays(market: CalendarMarket): Days {
    if (this.calendar.refresh(this.clock.now().getTime())) {
      this.factors.clear();
      this.series.clear();
      this.paths.clear();
      this.barCache.clear();
    }
    return this.calendar.of(market);
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

  /** The index's constituents with their weights. */
  private indexMembers(seed: IndexSeed) {
    return constituentsOf(this.list, seed).map((i) => ({
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
    const own = intradayPath(this.seed, s, day, date, minutes);
    const path = key.startsWith('index:') ? this.withMembersVolume(key, own, day) : own;
    if (this.paths.size > 2_000) this.paths.clear();
    this.paths.set(cacheKey, path);
    return path;
  }

  /** An index's minutes carry the volume its members traded in each minute. */
  private withMembersVolume(key: string, path: IntradayPath, day: number): IntradayPath {
    const seed = this.indexSeeds.find((i) => `index:${i.code}` === key);
    const members = seed ? constituentsOf(this.list, seed) : [];
    if (members.length === 0) return path;
    const paths = members.map((i) => this.intraday(i.code, this.stockSeries(i.code)!, day));
    return withMemberVolumes(path, paths);
  }

  /** Practice sessions: outside real hours the price keeps walking from the last close. */
  private practicePrice(s: Series, day: number, at: Date): number {
    const closedAt = this.closeInstant(s.calendarMarket, day);
    return practicePrice(this.seed, s, day, at, closedAt, this.practiceWalks);
  }

  private closeInstant(market: CalendarMarket, day: number): number {
    this.tradingDays(market);
    return this.calendar.closeInstant(market, day);
  }

  // ---------------------------------------------------------------- quotes

  private snapshot(key: string, s: Series): Snapshot {
    const { day, state } = this.currentDay(s.calendarMarket);
    const path = this.intraday(key, s, day);
    const now = this.clock.now();
    return snapshotOf(this.seed, s, { day, state, path, now }, () =>
      this.practicePrice(s, day, now),
    );
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
      range = yearRange(s, day);
      if (this.yearRanges.size > 10_000) this.yearRanges.clear();
      this.yearRanges.set(key, range);
    }
    return range;
  }

  quote(code: string): Quote | undefined {
    const s = this.stockSeries(code);
    if (!s) return undefined;
    const snap = this.snapshot(code, s);
    return quoteOf(code, s, snap, {
      year: this.yearRange(code, s, snap.day),
      spreadTicks: this.spreadTicks,
      tradingDay: this.tradingDays(s.calendarMarket).list[snap.day]!,
      at: this.clock.now(),
    });
  }

  // ---------------------------------------------------------------- bars (sim-bars.ts)

  private barSource(code: string): BarSource | undefined {
    const s = this.stockSeries(code) ?? this.indexByCode(code);
    if (!s) return undefined;
    const key = this.byCode.has(code) ? code : `index:${code}`;
    return {
      key,
      s,
      snap: this.snapshot(key, s),
      days: this.tradingDays(s.calendarMarket).list,
      cal: CALENDARS[s.calendarMarket],
      intraday: (day) => this.intraday(key, s, day),
      now: this.clock.now(),
    };
  }

  bars(
    code: string,
    period: Exclude<KlinePeriod, 'time'>,
    adjust: Adjustment,
    size: number,
  ): Bar[] {
    const src = this.barSource(code);
    return src ? periodBars(src, period, adjust, size, this.barCache) : [];
  }

  private indexByCode(code: string): Series | undefined {
    const seed = this.indexSeeds.find((i) => i.code === code);
    return seed ? this.indexSeries(seed) : undefined;
  }

  timeShare(code: string): TimeSharePoint[] {
    const src = this.barSource(code);
    return src ? timeShare(src) : [];
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
      turnover += this.snapshot(inst.code, this.stockSeries(inst.code)!).turnover;
    }
    return investorFlows(this.seed, market, day, this.tradingDays(market).list[day]!, turnover);
  }

  fundamentals(code: string): Fundamentals | undefined {
    const entry = this.byCode.get(code);
    const q = this.quote(code);
    if (!entry || !q) return undefined;
    const { day } = this.currentDay(entry.seed.market);
    return fundamentalsOf(this.seed, entry.seed, entry.id, day, q.price_e4);
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
    return this.tickStream.subscribe(listener);
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
}
