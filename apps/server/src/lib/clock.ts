/** The one source of "now" for every time rule. Simulation mode may start it at any instant. */
export interface Clock {
  now(): Date;
}

/** A clock that starts at `start` (or the real now) and then runs at real speed. */
export function startClock(start?: Date): Clock {
  if (!start) return { now: () => new Date() };
  const offset_ms = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset_ms) };
}

/** A clock that only moves when told to; tests use it to stand at any time. */
export class ManualClock implements Clock {
  private current_ms: number;

  constructor(start: Date | string) {
    this.current_ms = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current_ms);
  }

  advance(ms: number): void {
    this.current_ms += ms;
  }

  set(to: Date | string): void {
    this.current_ms = new Date(to).getTime();
  }
}

export function iso(date: Date): string {
  return date.toISOString();
}
