import type { MarketCode } from '@kabuto/shared/markets';
import { marketOfCode } from '@kabuto/shared/markets';
import type { Clock } from '../lib/clock.ts';
import type { SessionState } from '../modules/market/calendar.ts';
import { CALENDARS, sessionState } from '../modules/market/calendar.ts';
import { INSTRUMENTS } from '../modules/market/instruments.ts';
import type {
  Bar,
  DataSource,
  Fundamentals,
  IndexQuote,
  Instrument,
  InvestorFlows,
  MarketData,
  Quote,
  Tick,
  TimeSharePoint,
} from '../modules/market/market-data.ts';
import { PRICE_SCALE, priceLimits, tickSize_e4 } from '../modules/market/price-rules.ts';

/**
 * A market-data provider whose prices the test sets, behind the same interface as the simulator
 * or a real feed. Trading tests use it to walk a position through exact prices.
 */
export class FixedMarket implements MarketData {
  readonly source: DataSource = { id: 'fixed', simulated: true, practice: false };
  private readonly prices = new Map<string, { price_e4: number; prev_e4: number }>();
  /** The last price set on each UTC day, per code: the day's close in `bars(code, 'day')`. */
  private readonly closes = new Map<string, Map<string, number>>();
  private open = true;
  /** Sessions by the real exchange calendars at the clock's time, instead of `open`. */
  private calendar = false;
  private rate = 1;
  private readonly list: Instrument[];

  constructor(private readonly clock: Clock) {
    this.list = INSTRUMENTS.map((s) => ({
      code: s.code,
      market: s.market,
      exchange: s.exchange,
      board: s.board,
      currency: marketOfCode(s.market).currency,
      name: s.name,
      sector: s.sector,
      shares_outstanding: s.shares_outstanding,
      actions: s.actions,
    }));
  }

  /** Sets the last price (and optionally the previous close, which sets the daily limits). */
  set(code: string, price: number, prevClose?: number): void {
    const prev = this.prices.get(code)?.prev_e4;
    this.prices.set(code, {
      price_e4: Math.round(price * PRICE_SCALE),
      prev_e4:
        prevClose !== undefined
          ? Math.round(prevClose * PRICE_SCALE)
          : (prev ?? Math.round(price * PRICE_SCALE)),
    });
    const days = this.closes.get(code) ?? new Map<string, number>();
    days.set(this.clock.now().toISOString().slice(0, 10), Math.round(price * PRICE_SCALE));
    this.closes.set(code, days);
  }

  setOpen(open: boolean): void {
    this.open = open;
  }

  /** Sessions follow the real exchange calendars at the clock's time (queued orders' tests). */
  useCalendar(): void {
    this.calendar = true;
  }

  /** The practice session: with the calendars, the market stays open outside its hours. */
  setPractice(on: boolean): void {
    this.source.practice = on;
  }

  instruments(): readonly Instrument[] {
    return this.list;
  }

  instrument(code: string): Instrument | undefined {
    return this.list.find((i) => i.code === code);
  }

  session(market?: MarketCode | 'KR' | 'SA'): SessionState {
    if (this.calendar && market) {
      return sessionState(CALENDARS[market], this.clock.now(), this.source.practice);
    }
    return {
      session: this.open ? 'open' : 'closed',
      phase: this.open ? 'open' : 'closed',
      practice: false,
      localDate: this.clock.now().toISOString().slice(0, 10),
      elapsedMinutes: 0,
      nextOpen: null,
    };
  }

  quote(code: string): Quote | undefined {
    const inst = this.instrument(code);
    const p = this.prices.get(code);
    if (!inst || !p) return undefined;
    const tick = tickSize_e4(inst.market, p.price_e4);
    const limits = priceLimits(inst.market, inst.board, p.prev_e4);
    return {
      code,
      market: inst.market,
      price_e4: p.price_e4,
      prev_close_e4: p.prev_e4,
      open_e4: p.prev_e4,
      high_e4: p.price_e4,
      low_e4: p.price_e4,
      volume: 0,
      turnover: 0,
      limit_up_e4: limits?.up_e4 ?? null,
      limit_down_e4: limits?.down_e4 ?? null,
      high_52w_e4: p.price_e4,
      low_52w_e4: p.price_e4,
      bid_e4: p.price_e4 - tick,
      ask_e4: p.price_e4 + tick,
      session: this.session(inst.market),
      trading_day: this.clock.now().toISOString().slice(0, 10),
      at: this.clock.now(),
    };
  }

  /** Daily bars are the closes the test set (the last price of each day); other periods none. */
  bars(code: string, period: string): Bar[] {
    if (period !== 'day') return [];
    return [...(this.closes.get(code) ?? new Map<string, number>())]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, close_e4]) => ({
        time: `${day}T00:00:00.000Z`,
        open_e4: close_e4,
        high_e4: close_e4,
        low_e4: close_e4,
        close_e4,
        volume: 0,
      }));
  }

  timeShare(): TimeSharePoint[] {
    return [];
  }

  indices(): IndexQuote[] {
    return [];
  }

  flows(market: MarketCode): InvestorFlows {
    return { market, trading_day: '', individuals: 0, foreigners: 0, institutions: 0, turnover: 0 };
  }

  fundamentals(): Fundamentals | undefined {
    return undefined;
  }

  /** Units of the target currency per unit of the source currency; 1 unless a test sets it. */
  fxRate(): number {
    return this.rate;
  }

  setFxRate(rate: number): void {
    this.rate = rate;
  }

  private readonly listeners = new Set<(ticks: readonly Tick[]) => void>();

  /** Listeners hear the ticks the test sends with `tick()` (never on their own). */
  onTicks(listener: (ticks: readonly Tick[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends the current price of each of `codes` as one tick, as a feed does every second. */
  tick(...codes: string[]): void {
    const at = this.clock.now().toISOString();
    const ticks = codes.flatMap((code) => {
      const p = this.prices.get(code);
      return p ? [{ code, price_e4: p.price_e4, prev_close_e4: p.prev_e4, volume: 0, at }] : [];
    });
    for (const listener of this.listeners) listener(ticks);
  }
}
