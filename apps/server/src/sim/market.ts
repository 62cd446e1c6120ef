import type { Clock } from '../lib/clock.ts';
import { CALENDARS, sessionState } from '../modules/market/calendar.ts';
import type { Quote } from '../modules/market/market-data.ts';
import { FixedMarket } from '../test/fixed-market.ts';

/** The instruments the simulation trades, with their starting prices (one or more per market). */
export const SIM_STOCKS = [
  { code: '7203', market: 'JP', currency: 'JPY', price: 2500 },
  { code: '6758', market: 'JP', currency: 'JPY', price: 3000 },
  { code: '4592', market: 'JP', currency: 'JPY', price: 1300 },
  { code: '186A', market: 'JP', currency: 'JPY', price: 1000 },
  { code: 'AAPL', market: 'US', currency: 'USD', price: 180 },
  { code: '600519', market: 'CN', currency: 'CNY', price: 1500 },
] as const;
export type SimStock = (typeof SIM_STOCKS)[number];

/**
 * The test market with prices the simulation sets, whose quotes carry the real exchange session
 * at the simulated time (open, lunch break, closed at night and on weekends and holidays).
 */
export class SimMarket extends FixedMarket {
  constructor(private readonly simClock: Clock) {
    super(simClock);
    for (const s of SIM_STOCKS) this.set(s.code, s.price);
  }

  override quote(code: string): Quote | undefined {
    const quote = super.quote(code);
    if (!quote) return undefined;
    return { ...quote, session: sessionState(CALENDARS[quote.market], this.simClock.now(), false) };
  }
}
