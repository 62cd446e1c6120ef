import type { Currency } from '@kabuto/shared/money';
import type {
  Adjustment,
  Bar,
  KlinePeriod,
  MarketData,
  Quote,
  Tick,
} from '../modules/market/market-data.ts';
import type { Market } from '../modules/market/instrument-types.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { Bus } from './bus.ts';

/** What the engine publishes on `ticks`: the ticks and when they were sent (wall clock, ms). */
export interface TickMessage {
  ticks: readonly Tick[];
  sent: number;
}

/**
 * The market as an `api` node sees it: instruments, calendars, bars and rates from its own
 * provider, and the live prices from the engine's feed, which publishes every tick once. The last
 * tick of each symbol is kept, so an order placed here is priced as the engine prices it, and
 * every tick goes to this node's live-quote sockets.
 */
export class FedMarket implements MarketData {
  private readonly last = new Map<string, Tick>();
  private readonly listeners = new Set<(ticks: readonly Tick[]) => void>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly local: MarketData,
    bus: Bus,
    metrics: Metrics,
  ) {
    this.unsubscribe = bus.subscribe('ticks', (data) => {
      const { ticks, sent } = data as TickMessage;
      // Wall-clock delay of the tick message, from the engine sending it to its arrival.
      metrics.feedLag.set(Math.max(0, (Date.now() - sent) / 1000));
      for (const tick of ticks) this.last.set(tick.code, tick);
      for (const listener of this.listeners) listener(ticks);
    });
  }

  get source() {
    return this.local.source;
  }

  instruments() {
    return this.local.instruments();
  }

  instrument(code: string) {
    return this.local.instrument(code);
  }

  /** The provider's quote moved to the feed's last price (bid and ask keep their spread). */
  quote(code: string): Quote | undefined {
    const base = this.local.quote(code);
    const tick = this.last.get(code);
    if (!base || !tick) return base;
    const move = tick.price_e4 - base.price_e4;
    return {
      ...base,
      price_e4: tick.price_e4,
      prev_close_e4: tick.prev_close_e4,
      bid_e4: base.bid_e4 + move,
      ask_e4: base.ask_e4 + move,
      high_e4: Math.max(base.high_e4, tick.price_e4),
      low_e4: Math.min(base.low_e4, tick.price_e4),
      volume: Math.max(base.volume, tick.volume),
    };
  }

  bars(
    code: string,
    period: Exclude<KlinePeriod, 'time'>,
    adjust: Adjustment,
    size: number,
  ): Bar[] {
    return this.local.bars(code, period, adjust, size);
  }

  timeShare(code: string) {
    return this.local.timeShare(code);
  }

  indices() {
    return this.local.indices();
  }

  flows(market: Market) {
    return this.local.flows(market);
  }

  fundamentals(code: string) {
    return this.local.fundamentals(code);
  }

  fxRate(from: Currency, to: Currency): number {
    return this.local.fxRate(from, to);
  }

  session(market: Market | 'KR' | 'SA') {
    return this.local.session(market);
  }

  warm(): void {
    this.local.warm?.();
  }

  /** Only where the provider has a practice session (the simulator). */
  get setPractice(): ((on: boolean) => void) | undefined {
    const local = this.local;
    return local.setPractice ? (on) => local.setPractice?.(on) : undefined;
  }

  onTicks(listener: (ticks: readonly Tick[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.unsubscribe();
  }
}
