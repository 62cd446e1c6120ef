/**
 * The time zones a customer may choose on My Page for every date and time the app shows. The
 * default is the zone of the market of the customer's language (jp Tokyo, cn Shanghai, us New
 * York). Free of zod, so the customer app's bundle uses the same list the server checks.
 */
import type { Language } from './catalogue.ts';

export const TIME_ZONES = [
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Seoul',
  'Asia/Singapore',
  'Asia/Bangkok',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Riyadh',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Australia/Sydney',
  'UTC',
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

export const DEFAULT_TIME_ZONES: Readonly<Record<Language, TimeZone>> = {
  jp: 'Asia/Tokyo',
  cn: 'Asia/Shanghai',
  us: 'America/New_York',
};

export function isTimeZone(value: unknown): value is TimeZone {
  return typeof value === 'string' && (TIME_ZONES as readonly string[]).includes(value);
}

/** The customer's zone: the one chosen, or the default of the customer's language. */
export function timeZoneOf(chosen: string | null | undefined, language: Language): TimeZone {
  return isTimeZone(chosen) ? chosen : DEFAULT_TIME_ZONES[language];
}

/**
 * The fields of a wall-clock reading in a zone, to the second on a 24-hour clock: the options of
 * every `Intl.DateTimeFormat` that reads a zone's date and time as numbers (the market calendar on
 * the server, `zonedParts` in the app).
 */
export const WALL_CLOCK: Readonly<Intl.DateTimeFormatOptions> = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
