import type { Position } from '../positions/service.ts';
import type { OrderRow } from './repository.ts';
import type { Side, Trailing } from './stops.ts';
import { stopFires, trailingTrigger } from './stops.ts';

/**
 * Every resting stop and every position exit in memory, indexed by symbol, so that each tick is
 * judged without reading the database (like the position book's mark-to-market). One price
 * lookup per symbol; a trailing stop's trigger follows the price here and the engine writes the
 * ones that moved. Changes arrive once the command that made them has committed.
 */

export interface StopEntry {
  id: number;
  code: string;
  side: Side;
  trigger_e4: number;
  trailing: Trailing | null;
  watermark_e4: number | null;
  /** When the order expires (ISO text), or null. */
  expiresAt: string | null;
}

export interface ExitEntry {
  /** The position's id. */
  id: number;
  code: string;
  side: Side;
  stopLoss_e4: number | null;
  takeProfit_e4: number | null;
}

export interface TickResult {
  /** Stops whose trigger traded, with the price that did it. */
  stops: { entry: StopEntry; price_e4: number }[];
  exits: { entry: ExitEntry; which: 'stop_loss' | 'take_profit'; price_e4: number }[];
  /** Trailing stops whose trigger moved on this tick. */
  moved: StopEntry[];
}

/** A resting stop's entry from its row. */
export function stopEntryOf(r: OrderRow): StopEntry {
  const trailing =
    r.trailing_e4 === null && r.trailing_bps === null
      ? null
      : { e4: r.trailing_e4, bps: r.trailing_bps };
  return {
    id: r.id,
    code: r.code,
    side: r.direction === 'short' ? 'short' : 'long',
    trigger_e4: r.trigger_price_e4 ?? 0,
    trailing,
    watermark_e4: r.watermark_e4,
    expiresAt: r.expires_at,
  };
}

/** A held position's exits from its row. */
export function exitEntryOf(
  p: Pick<Position, 'id' | 'code' | 'direction' | 'stop_loss_e4' | 'take_profit_e4'>,
): ExitEntry {
  return {
    id: p.id,
    code: p.code,
    side: p.direction === 'short' ? 'short' : 'long',
    stopLoss_e4: p.stop_loss_e4,
    takeProfit_e4: p.take_profit_e4,
  };
}

/** One price an entry waits for: fires when the price reaches it from below (`up`) or above. */
interface Level {
  level_e4: number;
  stop: StopEntry | null;
  exit: ExitEntry | null;
  which: 'stop_loss' | 'take_profit' | null;
}

/**
 * Per symbol: the levels that fire on a rise, nearest (lowest) first, and those that fire on a
 * fall, nearest (highest) first, so a tick reads only the levels it reaches; trailing stops,
 * whose triggers move, are judged one by one.
 */
interface ForCode {
  up: Level[];
  down: Level[];
  trailing: Set<StopEntry>;
}

/** Inserts `l` into `list` kept nearest first (`up`: ascending; down: descending). */
function insertLevel(list: Level[], l: Level, up: boolean): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const before = up ? list[mid]!.level_e4 <= l.level_e4 : list[mid]!.level_e4 >= l.level_e4;
    if (before) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, l);
}

function dropLevels(list: Level[], of: StopEntry | ExitEntry): void {
  for (let i = list.length - 1; i >= 0; i -= 1) {
    if (list[i]!.stop === of || list[i]!.exit === of) list.splice(i, 1);
  }
}

/** A level the price reached: its stop, or its exit (once: a gap may pass both of a position's). */
function reached(l: Level, price_e4: number, result: TickResult): void {
  if (l.stop) result.stops.push({ entry: l.stop, price_e4 });
  else if (l.exit && !result.exits.some((x) => x.entry === l.exit)) {
    result.exits.push({ entry: l.exit, which: l.which ?? 'stop_loss', price_e4 });
  }
}

export class TriggerIndex {
  private readonly byCode = new Map<string, ForCode>();
  private readonly stops = new Map<number, StopEntry>();
  private readonly exits = new Map<number, ExitEntry>();

  /** Forgets every stop and exit (before the index is filled again). */
  clear(): void {
    this.byCode.clear();
    this.stops.clear();
    this.exits.clear();
  }

  get size(): number {
    return this.stops.size + this.exits.size;
  }

  private forCode(code: string): ForCode {
    let c = this.byCode.get(code);
    if (!c) {
      c = { up: [], down: [], trailing: new Set() };
      this.byCode.set(code, c);
    }
    return c;
  }

  private addLevel(c: ForCode, up: boolean, level: Level): void {
    insertLevel(up ? c.up : c.down, level, up);
  }

  addStop(entry: StopEntry): void {
    this.removeStop(entry.id);
    this.stops.set(entry.id, entry);
    const c = this.forCode(entry.code);
    if (entry.trailing) c.trailing.add(entry);
    else {
      const level = { level_e4: entry.trigger_e4, stop: entry, exit: null, which: null };
      this.addLevel(c, entry.side === 'long', level);
    }
  }

  removeStop(id: number): void {
    const e = this.stops.get(id);
    if (!e) return;
    this.stops.delete(id);
    const c = this.byCode.get(e.code);
    if (!c) return;
    if (e.trailing) c.trailing.delete(e);
    else dropLevels(e.side === 'long' ? c.up : c.down, e);
  }

  /** Sets a position's exits; with neither, the position leaves the index. */
  setExits(entry: ExitEntry): void {
    this.removeExits(entry.id);
    if (entry.stopLoss_e4 === null && entry.takeProfit_e4 === null) return;
    this.exits.set(entry.id, entry);
    const c = this.forCode(entry.code);
    const long = entry.side === 'long';
    // A long position's stop-loss fires on a fall and its take-profit on a rise; a short's reversed.
    if (entry.stopLoss_e4 !== null) {
      const level = {
        level_e4: entry.stopLoss_e4,
        stop: null,
        exit: entry,
        which: 'stop_loss' as const,
      };
      this.addLevel(c, !long, level);
    }
    if (entry.takeProfit_e4 !== null) {
      const level = {
        level_e4: entry.takeProfit_e4,
        stop: null,
        exit: entry,
        which: 'take_profit' as const,
      };
      this.addLevel(c, long, level);
    }
  }

  removeExits(positionId: number): void {
    const e = this.exits.get(positionId);
    if (!e) return;
    this.exits.delete(positionId);
    const c = this.byCode.get(e.code);
    if (!c) return;
    dropLevels(c.up, e);
    dropLevels(c.down, e);
  }

  hasStop(id: number): boolean {
    return this.stops.has(id);
  }

  /** The stops whose expiry is at or before `now` (ISO text). */
  expired(now: string): StopEntry[] {
    const out: StopEntry[] = [];
    for (const e of this.stops.values())
      if (e.expiresAt !== null && e.expiresAt <= now) out.push(e);
    return out;
  }

  /**
   * Judges every entry at `priceOf(code)` (undefined: the symbol is not trading now, skipped).
   * Fired entries stay in the index until the engine has acted on them and removes them.
   */
  tick(priceOf: (code: string) => number | undefined): TickResult {
    const result: TickResult = { stops: [], exits: [], moved: [] };
    for (const [code, c] of this.byCode) {
      if (c.up.length === 0 && c.down.length === 0 && c.trailing.size === 0) continue;
      const price_e4 = priceOf(code);
      if (price_e4 === undefined) continue;
      for (const l of c.up) {
        if (l.level_e4 > price_e4) break;
        reached(l, price_e4, result);
      }
      for (const l of c.down) {
        if (l.level_e4 < price_e4) break;
        reached(l, price_e4, result);
      }
      for (const e of c.trailing) this.judgeTrailing(e, price_e4, result);
    }
    return result;
  }

  private judgeTrailing(e: StopEntry, price_e4: number, result: TickResult): void {
    if (e.trailing && e.watermark_e4 !== null) {
      const better = e.side === 'long' ? price_e4 < e.watermark_e4 : price_e4 > e.watermark_e4;
      if (better) {
        e.watermark_e4 = price_e4;
        e.trigger_e4 = trailingTrigger(e.side, price_e4, e.trailing);
        result.moved.push(e);
      }
    }
    if (stopFires(e.side, e.trigger_e4, price_e4)) result.stops.push({ entry: e, price_e4 });
  }
}

declare module '../../context.ts' {
  interface AppContext {
    /** Resting stops and position exits in memory, indexed by symbol, judged on every tick. */
    readonly triggerIndex?: TriggerIndex;
  }
}
