/**
 * Every date and time the customer sees, from ISO instants, in the customer's time zone: the one
 * chosen on My Page (kept on the customer, user/getUserinfo `time_zone`), or before it is known
 * the default of the app's language (the zone of its market). One formatter for the whole app.
 */
import { create } from 'zustand';
import type { Language } from '@kabuto/shared/catalogue';
import { DEFAULT_TIME_ZONES, isTimeZone, WALL_CLOCK } from '@kabuto/shared/time-zones';
import type { TimeZone } from '@kabuto/shared/time-zones';
import { INTL_LOCALES, storedLanguage } from './language';
import { storage } from './storage';

const pad = (n: number) => String(n).padStart(2, '0');

interface TimeZoneState {
  /** The zone chosen, or null: the default of the app's language. */
  chosen: TimeZone | null;
  setChosen(zone: TimeZone | null): void;
}

export const useTimeZoneStore = create<TimeZoneState>()((set) => {
  const stored = storage.get('timezone');
  return {
    chosen: isTimeZone(stored) ? stored : null,
    setChosen(zone) {
      if (zone) storage.set('timezone', zone);
      else storage.remove('timezone');
      set({ chosen: zone });
    },
  };
});

/** The zone dates and times are shown in now. */
export function currentTimeZone(): TimeZone {
  return useTimeZoneStore.getState().chosen ?? DEFAULT_TIME_ZONES[storedLanguage()];
}

/** The zone dates and times are shown in, re-rendering when it changes. */
export function useTimeZone(): TimeZone {
  const chosen = useTimeZoneStore((state) => state.chosen);
  return chosen ?? DEFAULT_TIME_ZONES[storedLanguage()];
}

/** Takes the customer's zone from user/getUserinfo (chosen or not). */
export function syncTimeZone(zone: string, chosen: boolean): void {
  const next = chosen && isTimeZone(zone) ? zone : null;
  if (useTimeZoneStore.getState().chosen !== next) useTimeZoneStore.getState().setChosen(next);
}

/** Date and time to the minute, on a 24-hour clock. */
const TO_THE_MINUTE: Intl.DateTimeFormatOptions = { ...WALL_CLOCK, second: undefined };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of `locale` in `zone`, made once. */
function formatterOf(locale: string, zone: string, seconds = false): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${seconds}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      ...(seconds ? WALL_CLOCK : TO_THE_MINUTE),
      timeZone: zone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `date` in `zone`. */
export function zonedParts(date: Date, zone: string = currentTimeZone()) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf('en-US', zone, true).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes `zone` is ahead of UTC at `date` (+540 for Tokyo). */
export function zoneOffsetMinutes(date: Date = new Date(), zone: string = currentTimeZone()) {
  const p = zonedParts(date, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day picked on a calendar (its local fields) as `YYYY-MM-DD`, the API's form. */
export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in the customer's zone, as a local calendar date (for calendars). */
export function zonedToday(): Date {
  const p = zonedParts(new Date());
  return new Date(p.year, p.month - 1, p.day);
}

/** The day of an ISO instant in the customer's zone, `YYYY-MM-DD`; '—' when unreadable. */
export function formatDate(iso: string | null | undefined): string {
  const date = parse(iso);
  if (!date) return '—';
  const p = zonedParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * An ISO instant in the customer's zone, to the minute: `YYYY-MM-DD HH:mm`, or with `language`
 * in that language's own form ("2026/11/20 09:30"). '—' when absent or unreadable.
 */
export function formatDateTime(iso: string | null | undefined, language?: Language): string {
  const date = parse(iso);
  if (!date) return '—';
  const zone = currentTimeZone();
  if (language) {
    return formatterOf(INTL_LOCALES[language], zone).format(date);
  }
  const p = zonedParts(date, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant `days` whole days after `iso` (before, for negative `days`), as ISO. */
export function addDaysTo(iso: string, days: number): string {
  const date = parse(iso);
  return date ? new Date(date.getTime() + days * 86_400_000).toISOString() : iso;
}

/** The day `days` before `date` (or after, for negative `days`), at the same local time. */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** Whole days from `start` to `end`, counting both (the same day is 1). */
export function daysInRange(start: Date, end: Date): number {
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((utc(end) - utc(start)) / 86_400_000) + 1;
}
