import type { SECTORS } from './instrument-types.ts';

/** Helpers for writing the instrument master compactly. */

export type Sector = (typeof SECTORS)[number];

/** The date, moved to the following Monday if it falls on a weekend. */
export function weekday(date: string): string {
  const t = new Date(`${date}T00:00:00Z`);
  while (t.getUTCDay() === 0 || t.getUTCDay() === 6) t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}
