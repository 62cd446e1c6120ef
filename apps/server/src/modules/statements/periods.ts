/**
 * Statement periods: a calendar month or year in the customer's time zone, as the instants
 * (UTC, ISO) where it starts and ends. Statements cover [start, end).
 */

export type StatementKind = 'month' | 'year';

export interface Period {
  kind: StatementKind;
  /** `2026-10` for a month, `2026` for a year. */
  key: string;
  start: string;
  end: string;
}

function zonedParts(ms: number, zone: string): { y: number; m: number; d: number; ms: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return { y: n('year'), m: n('month'), d: n('day'), ms: asUtc };
}

/** The UTC instant of midnight starting day 1 of month `m` (1–12) of year `y` in `zone`. */
export function zonedMonthStart(y: number, m: number, zone: string): number {
  const wall = Date.UTC(y, m - 1, 1);
  // The zone's offset at the guess, then again at the corrected instant (a change of offset).
  let t = wall - (zonedParts(wall, zone).ms - wall);
  t = wall - (zonedParts(t, zone).ms - t);
  return t;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The month or year (in `zone`) that ended last before the instant `now`. */
export function lastEnded(kind: StatementKind, now: Date, zone: string): Period {
  const here = zonedParts(now.getTime(), zone);
  if (kind === 'month') {
    const y = here.m === 1 ? here.y - 1 : here.y;
    const m = here.m === 1 ? 12 : here.m - 1;
    return {
      kind,
      key: `${y}-${String(m).padStart(2, '0')}`,
      start: iso(zonedMonthStart(y, m, zone)),
      end: iso(zonedMonthStart(here.y, here.m, zone)),
    };
  }
  return {
    kind,
    key: String(here.y - 1),
    start: iso(zonedMonthStart(here.y - 1, 1, zone)),
    end: iso(zonedMonthStart(here.y, 1, zone)),
  };
}
