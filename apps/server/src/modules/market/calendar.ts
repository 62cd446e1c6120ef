import { marketOfCode } from '@kabuto/shared/markets';
import { WALL_CLOCK } from '@kabuto/shared/time-zones';
import type { CalendarMarket } from './calendars.ts';
import { isEarlyCloseUs, isHoliday } from './calendars.ts';

/**
 * Exchange calendars: sessions in each exchange's own time zone, lunch breaks, weekends and
 * public holidays. Dates are local 'YYYY-MM-DD'; times are minutes after local midnight.
 */

export interface ExchangeCalendar {
  readonly market: CalendarMarket;
  readonly timeZone: string;
  /** Continuous trading sessions, [open, close) in local minutes; a gap between two is lunch. */
  readonly sessions: readonly (readonly [number, number])[];
  /** Local weekdays without trading (0 = Sunday). */
  readonly weekend: readonly number[];
  /** Holidays by the exchange's rules, for any year (calendars.ts). */
  readonly holidays: { has(date: string): boolean };
  /** Days that close early: local date → close minute. */
  readonly earlyCloses: { get(date: string): number | undefined };
}

const hm = (h: number, m = 0) => h * 60 + m;
const holidaysOf = (market: CalendarMarket) => ({ has: (date: string) => isHoliday(market, date) });
const noEarlyCloses = { get: (_date: string): number | undefined => undefined };

export const CALENDARS: Readonly<Record<CalendarMarket, ExchangeCalendar>> = {
  // JPX: morning 9:00–11:30, afternoon 12:30–15:30 (the close moved to 15:30 in November 2024).
  JP: {
    market: 'JP',
    timeZone: marketOfCode('JP').timeZone,
    sessions: [
      [hm(9), hm(11, 30)],
      [hm(12, 30), hm(15, 30)],
    ],
    weekend: [0, 6],
    holidays: holidaysOf('JP'),
    earlyCloses: noEarlyCloses,
  },
  // NYSE and Nasdaq: 9:30–16:00 Eastern, 13:00 on early-close days.
  US: {
    market: 'US',
    timeZone: marketOfCode('US').timeZone,
    sessions: [[hm(9, 30), hm(16)]],
    weekend: [0, 6],
    holidays: holidaysOf('US'),
    earlyCloses: { get: (date) => (isEarlyCloseUs(date) ? hm(13) : undefined) },
  },
  // SSE and SZSE: 9:30–11:30 and 13:00–15:00 Beijing time.
  CN: {
    market: 'CN',
    timeZone: marketOfCode('CN').timeZone,
    sessions: [
      [hm(9, 30), hm(11, 30)],
      [hm(13), hm(15)],
    ],
    weekend: [0, 6],
    holidays: holidaysOf('CN'),
    earlyCloses: noEarlyCloses,
  },
  // KRX (KOSPI, quotes only): 9:00–15:30 Seoul.
  KR: {
    market: 'KR',
    timeZone: 'Asia/Seoul',
    sessions: [[hm(9), hm(15, 30)]],
    weekend: [0, 6],
    holidays: holidaysOf('KR'),
    earlyCloses: noEarlyCloses,
  },
  // Tadawul (TASI, quotes only): 10:00–15:00 Riyadh, Sunday to Thursday.
  SA: {
    market: 'SA',
    timeZone: 'Asia/Riyadh',
    sessions: [[hm(10), hm(15)]],
    weekend: [5, 6],
    holidays: holidaysOf('SA'),
    earlyCloses: noEarlyCloses,
  },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...WALL_CLOCK, timeZone });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalTime {
  date: string;
  /** Minutes after local midnight, with the seconds as a fraction. */
  minutes: number;
  weekday: number;
}

export function localTime(at: Date, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(at)) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const minutes = Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60;
  return { date, minutes, weekday: weekdayOf(date) };
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The UTC instant of a local date and minute in `timeZone` (DST-safe by two corrections). */
export function zonedToUtc(date: string, minutes: number, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let at = guess;
  for (let i = 0; i < 2; i += 1) {
    const local = localTime(new Date(at), timeZone);
    const localMs = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000;
    at += guess - localMs;
  }
  return new Date(Math.round(at / 1000) * 1000);
}

export function isTradingDay(cal: ExchangeCalendar, date: string): boolean {
  return !cal.weekend.includes(weekdayOf(date)) && !cal.holidays.has(date);
}

/** The sessions of a trading day, with an early close applied. */
export function sessionsOn(cal: ExchangeCalendar, date: string): (readonly [number, number])[] {
  const early = cal.earlyCloses.get(date);
  if (early === undefined) return cal.sessions.map((s) => [s[0], s[1]] as const);
  return cal.sessions
    .filter(([open]) => open < early)
    .map(([open, close]) => [open, Math.min(close, early)] as const);
}

/** Trading minutes in a day (JP 330, US 390 or 210, CN 240). */
export function sessionMinutes(cal: ExchangeCalendar, date: string): number {
  return sessionsOn(cal, date).reduce((t, [o, c]) => t + (c - o), 0);
}

export type SessionPhase = 'pre' | 'open' | 'lunch' | 'post' | 'closed';

export interface SessionState {
  /** The API's word: open, lunch or closed (pre-open and after-close are closed). */
  session: 'open' | 'lunch' | 'closed';
  phase: SessionPhase;
  /** True when MARKET_PRACTICE keeps the market open outside its real hours. */
  practice: boolean;
  /** Local date of the exchange now. */
  localDate: string;
  /** Trading minutes elapsed today (0 before the open, all of them after the close). */
  elapsedMinutes: number;
  /** The next open as an instant, when closed or at lunch. */
  nextOpen: Date | null;
}

export function nextTradingDay(cal: ExchangeCalendar, date: string): string {
  let d = addDays(date, 1);
  while (!isTradingDay(cal, d)) d = addDays(d, 1);
  return d;
}

export function previousTradingDay(cal: ExchangeCalendar, date: string): string {
  let d = addDays(date, -1);
  while (!isTradingDay(cal, d)) d = addDays(d, -1);
  return d;
}

/** Where an exchange stands at an instant. */
export function sessionState(cal: ExchangeCalendar, at: Date, practice: boolean): SessionState {
  const local = localTime(at, cal.timeZone);
  const trading = isTradingDay(cal, local.date);
  const sessions = trading ? sessionsOn(cal, local.date) : [];
  let elapsed = 0;
  let phase: SessionPhase = trading ? 'pre' : 'closed';
  let nextOpenMinute: number | null = null;
  for (const [open, close] of sessions) {
    if (local.minutes >= close) {
      elapsed += close - open;
      phase = 'post';
      continue;
    }
    if (local.minutes >= open) {
      elapsed += local.minutes - open;
      phase = 'open';
    } else {
      if (phase === 'post') phase = 'lunch';
      nextOpenMinute = open;
    }
    break;
  }
  let nextOpen: Date | null = null;
  if (phase !== 'open') {
    if (nextOpenMinute !== null) nextOpen = zonedToUtc(local.date, nextOpenMinute, cal.timeZone);
    else {
      const next = nextTradingDay(cal, local.date);
      nextOpen = zonedToUtc(next, sessionsOn(cal, next)[0]![0], cal.timeZone);
    }
  }
  const session = practice || phase === 'open' ? 'open' : phase === 'lunch' ? 'lunch' : 'closed';
  return { session, phase, practice, localDate: local.date, elapsedMinutes: elapsed, nextOpen };
}

/** A trading day and the instant its last session closed. */
export interface TradingClose {
  day: string;
  close_at: string;
}

/**
 * The last `count` trading days of an exchange whose close is at or before `at`, oldest first,
 * each with its closing instant (early closes applied).
 */
export function closesUpTo(cal: ExchangeCalendar, at: Date, count: number): TradingClose[] {
  const closeOf = (day: string): Date => {
    const sessions = sessionsOn(cal, day);
    return zonedToUtc(day, sessions[sessions.length - 1]![1], cal.timeZone);
  };
  let day = localTime(at, cal.timeZone).date;
  if (!isTradingDay(cal, day) || closeOf(day) > at) day = previousTradingDay(cal, day);
  const closes: TradingClose[] = [];
  while (closes.length < count) {
    closes.push({ day, close_at: closeOf(day).toISOString() });
    day = previousTradingDay(cal, day);
  }
  return closes.reverse();
}
