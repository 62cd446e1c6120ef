import type { CalendarMarket } from './calendars.ts';
import { CALENDARS, addDays, isTradingDay, sessionsOn, zonedToUtc } from './calendar.ts';
import type { Days } from './sim-model.ts';
import { ANCHOR_DAY, HISTORY_START } from './sim-model.ts';

/**
 * The simulation's trading days per market, from HISTORY_START to a horizon a year or so ahead,
 * moved forward as the clock runs; and the instants each day's last session closed.
 */
export class SimDays {
  private readonly days = new Map<CalendarMarket, Days>();
  private readonly closeInstants = new Map<string, number>();
  private horizon: string;
  private checkedAt_ms = Number.NEGATIVE_INFINITY;

  constructor(now: Date) {
    this.horizon = addDays(now.toISOString().slice(0, 10), 400);
  }

  /**
   * Moves the horizon when the clock nears it (checked at most once a minute). True when it
   * moved: every series built on the old days must be rebuilt.
   */
  refresh(now_ms: number): boolean {
    if (Math.abs(now_ms - this.checkedAt_ms) < 60_000) return false;
    this.checkedAt_ms = now_ms;
    const today = new Date(now_ms).toISOString().slice(0, 10);
    if (addDays(today, 30) <= this.horizon) return false;
    this.horizon = addDays(today, 400);
    this.days.clear();
    this.closeInstants.clear();
    return true;
  }

  of(market: CalendarMarket): Days {
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

  /** The instant a trading day's last session closed. */
  closeInstant(market: CalendarMarket, day: number): number {
    const key = `${market}:${day}`;
    let at = this.closeInstants.get(key);
    if (at === undefined) {
      const cal = CALENDARS[market];
      const date = this.of(market).list[day]!;
      const sessions = sessionsOn(cal, date);
      at = zonedToUtc(date, sessions[sessions.length - 1]![1], cal.timeZone).getTime();
      if (this.closeInstants.size > 10_000) this.closeInstants.clear();
      this.closeInstants.set(key, at);
    }
    return at;
  }
}
