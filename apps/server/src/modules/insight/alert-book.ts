import type { AlertPush } from '@kabuto/shared/contracts/insight';
import type { AlertKind } from '@kabuto/shared/insight-kinds';

/**
 * Price alerts not yet fired, in memory, indexed by symbol so that a tick is checked against the
 * alerts it can fire and no others (never a table scan). Per symbol, three sorted lists: `above`
 * by price ascending (a price p fires the prefix with value ≤ p), `below` by price descending
 * (the prefix with value ≥ p) and `change` by percentage ascending (the prefix with value ≤ the
 * day's absolute change). Built from the table at start; kept in step by the commands after
 * they commit; an alert leaves the book when it is crossed.
 */

export interface ArmedAlert {
  id: number;
  customerId: number;
  code: string;
  kind: AlertKind;
  /** A price, or a percentage, scaled by 10^4. */
  value_e4: number;
}

export interface AlertTick {
  code: string;
  price_e4: number;
  prev_close_e4: number;
}

interface SymbolAlerts {
  above: ArmedAlert[];
  below: ArmedAlert[];
  change: ArmedAlert[];
}

type FiredListener = (customerId: number, alert: AlertPush) => void;

/** Where `alert` goes in a list sorted by `before` (after its equals: first set, first fired). */
function insertSorted(
  list: ArmedAlert[],
  alert: ArmedAlert,
  before: (a: ArmedAlert, b: ArmedAlert) => boolean,
) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(alert, list[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  list.splice(lo, 0, alert);
}

/** How many leading alerts of a sorted list `fires` holds for. */
function crossedPrefix(list: readonly ArmedAlert[], fires: (a: ArmedAlert) => boolean): number {
  let n = 0;
  while (n < list.length && fires(list[n]!)) n += 1;
  return n;
}

export class AlertBook {
  private readonly bySymbol = new Map<string, SymbolAlerts>();
  private readonly byId = new Map<number, ArmedAlert>();
  private readonly listeners = new Set<FiredListener>();

  get size(): number {
    return this.byId.size;
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  load(alerts: readonly ArmedAlert[]): void {
    this.bySymbol.clear();
    this.byId.clear();
    for (const alert of alerts) this.add(alert);
  }

  add(alert: ArmedAlert): void {
    if (this.byId.has(alert.id)) return;
    this.byId.set(alert.id, alert);
    let lists = this.bySymbol.get(alert.code);
    if (!lists) {
      lists = { above: [], below: [], change: [] };
      this.bySymbol.set(alert.code, lists);
    }
    if (alert.kind === 'above') insertSorted(lists.above, alert, (a, b) => a.value_e4 < b.value_e4);
    else if (alert.kind === 'below')
      insertSorted(lists.below, alert, (a, b) => a.value_e4 > b.value_e4);
    else insertSorted(lists.change, alert, (a, b) => a.value_e4 < b.value_e4);
  }

  remove(id: number): void {
    const alert = this.byId.get(id);
    if (!alert) return;
    this.byId.delete(id);
    const lists = this.bySymbol.get(alert.code);
    if (!lists) return;
    for (const list of [lists.above, lists.below, lists.change]) {
      const at = list.indexOf(alert);
      if (at >= 0) list.splice(at, 1);
    }
  }

  /** The alerts the ticks cross, taken out of the book (each at most once). */
  crossed(ticks: readonly AlertTick[]): { alert: ArmedAlert; tick: AlertTick }[] {
    const fired: { alert: ArmedAlert; tick: AlertTick }[] = [];
    for (const tick of ticks) {
      const lists = this.bySymbol.get(tick.code);
      if (!lists) continue;
      const p = tick.price_e4;
      // |p − prev| / prev ≥ value / 100, in integers: |p − prev| × 100 × 10^4 ≥ value × prev.
      const move = Math.abs(p - tick.prev_close_e4) * 1_000_000;
      const take = (list: ArmedAlert[], fires: (a: ArmedAlert) => boolean) => {
        const n = crossedPrefix(list, fires);
        for (const alert of list.splice(0, n)) {
          this.byId.delete(alert.id);
          fired.push({ alert, tick });
        }
      };
      take(lists.above, (a) => a.value_e4 <= p);
      take(lists.below, (a) => a.value_e4 >= p);
      if (tick.prev_close_e4 > 0)
        take(lists.change, (a) => move >= a.value_e4 * tick.prev_close_e4);
    }
    return fired;
  }

  /** Calls `listener` with each delivered alert (the live socket pushes it); answers the stop. */
  onFired(listener: FiredListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(customerId: number, alert: AlertPush): void {
    for (const listener of this.listeners) listener(customerId, alert);
  }
}

declare module '../../context.ts' {
  interface AppContext {
    /** Price alerts not yet fired, indexed by symbol, evaluated on every tick. */
    readonly alertBook?: AlertBook;
  }
}
