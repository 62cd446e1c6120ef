/**
 * Exchange holidays, computed for any year from each exchange's rules (weekends are closed anyway;
 * a holiday falling on one is still listed, `holidayList` keeps the weekdays only).
 *
 * - JP (JPX): the national holidays of the Act on National Holidays (Happy-Monday days, the
 *   observatory's equinox formula, the 2020/2021 Olympic moves), the substitute holiday (a holiday
 *   on Sunday moves to the next non-holiday), the citizens' holiday between two holidays, and the
 *   exchange's year-end closure (31 December, 1–3 January).
 * - US (NYSE / Nasdaq): NYSE Rule 7.2: fixed days observed on Friday when on Saturday (except New
 *   Year's Day) and on Monday when on Sunday; Good Friday from Easter; Juneteenth from 2022; the
 *   national day of mourning of 9 January 2025. Early closes (13:00): 3 July before a Tuesday–Friday
 *   Independence Day, the day after Thanksgiving, 24 December on Monday–Thursday.
 * - CN (SSE / SZSE): the State Council's pattern, with lunar dates from the Chinese calendar:
 *   New Year (1 January; with 2 January when on Thursday), Spring Festival (lunar New Year's Eve to
 *   the 7th day), Qingming (solar term), Labour Day (1–5 May), Dragon Boat (5/5), Mid-Autumn (8/15,
 *   merged into a National Day week of 1–8 October when it falls 29 September–8 October), National
 *   Day (1–7 October). Single days on Tuesday/Thursday bridge to Monday/Friday; on a weekend they
 *   move to Monday. Make-up working weekends stay closed for the exchanges. The annual notice can
 *   differ by a bridging day; published years should be checked against it.
 * - KR (KRX): New Year, Seollal and Chuseok (three days each, Korean lunar calendar), 1 March,
 *   Labour Day, Children's Day, Buddha's Birthday, 6 June, 15 August, 3 and 9 October, Christmas,
 *   the year-end closure, with the substitute-holiday rules (Seollal/Chuseok since 2014,
 *   Children's Day since 2014, national days since 2021, Buddha's Birthday and Christmas since 2023).
 * - SA (Tadawul, Friday–Saturday weekend): Founding Day (22 February, from 2022), National Day
 *   (23 September), Eid al-Fitr (the eve to 4 Shawwal) and Eid al-Adha (9–13 Dhu al-Hijjah) by the
 *   Umm al-Qura calendar; fixed days on Friday move to Thursday, on Saturday to Sunday.
 */
import type { MarketCode } from '@kabuto/shared/markets';
import {
  easter,
  equinoxes,
  fromCalendar,
  nthWeekday,
  qingming,
  shift,
  weekday,
  ymd,
} from './holiday-rules.ts';

/** The exchanges with a holiday calendar: the three markets, and Korea and Saudi Arabia (quotes). */
export type CalendarMarket = MarketCode | 'KR' | 'SA';

type Holidays = Set<string>;

function japan(year: number): Holidays {
  const national = new Set<string>([
    ymd(year, 1, 1),
    nthWeekday(year, 1, 1, 2),
    ymd(year, 2, 11),
    ymd(year, 4, 29),
    ymd(year, 5, 3),
    ymd(year, 5, 4),
    ymd(year, 5, 5),
    nthWeekday(year, 9, 1, 3),
    ymd(year, 11, 3),
    ymd(year, 11, 23),
    equinoxes(year).vernal,
    equinoxes(year).autumnal,
  ]);
  if (year >= 2020) national.add(ymd(year, 2, 23));
  else if (year <= 2018) national.add(ymd(year, 12, 23));
  const olympic: Record<number, [string, string, string]> = {
    2020: ['07-23', '07-24', '08-10'],
    2021: ['07-22', '07-23', '08-08'],
  };
  const moved = olympic[year];
  if (moved) for (const md of moved) national.add(`${year}-${md}`);
  else {
    national.add(nthWeekday(year, 7, 1, 3));
    national.add(nthWeekday(year, 10, 1, 2));
    if (year >= 2016) national.add(ymd(year, 8, 11));
  }
  const out = new Set(national);
  // Citizens' holiday: a day between two national holidays.
  for (const d of national) {
    const next = shift(d, 2);
    if (national.has(next) && !national.has(shift(d, 1)) && weekday(shift(d, 1)) !== 0)
      out.add(shift(d, 1));
  }
  // Substitute holiday: a national holiday on Sunday moves to the next non-holiday.
  for (const d of national) {
    if (weekday(d) !== 0) continue;
    let s = shift(d, 1);
    while (out.has(s)) s = shift(s, 1);
    out.add(s);
  }
  for (const d of [ymd(year, 1, 2), ymd(year, 1, 3), ymd(year, 12, 31)]) out.add(d);
  return out;
}

/** A fixed US holiday as observed: Saturday → Friday, Sunday → Monday. */
function observedUs(date: string): string {
  const wd = weekday(date);
  return wd === 6 ? shift(date, -1) : wd === 0 ? shift(date, 1) : date;
}

function unitedStates(year: number): Holidays {
  const out = new Set<string>([
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 2, 1, 3),
    shift(easter(year), -2),
    nthWeekday(year, 5, 1, -1),
    observedUs(ymd(year, 7, 4)),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 11, 4, 4),
    observedUs(ymd(year, 12, 25)),
  ]);
  // New Year's Day on Saturday is not observed on the Friday before (that is the old year's).
  if (weekday(ymd(year, 1, 1)) !== 6) out.add(observedUs(ymd(year, 1, 1)));
  if (year >= 2022) out.add(observedUs(ymd(year, 6, 19)));
  if (year === 2025) out.add('2025-01-09');
  return out;
}

function earlyClosesUs(year: number): Set<string> {
  const out = new Set<string>([shift(nthWeekday(year, 11, 4, 4), 1)]);
  const july4 = weekday(ymd(year, 7, 4));
  if (july4 >= 2 && july4 <= 5) out.add(ymd(year, 7, 3));
  const eve = weekday(ymd(year, 12, 24));
  if (eve >= 1 && eve <= 4) out.add(ymd(year, 12, 24));
  return out;
}

/** A one-day Chinese holiday with its bridge: Tue → +Mon, Thu → +Fri, weekend → Monday. */
function chineseDay(date: string): string[] {
  const wd = weekday(date);
  if (wd === 2) return [shift(date, -1), date];
  if (wd === 4) return [date, shift(date, 1)];
  if (wd === 6) return [date, shift(date, 2)];
  if (wd === 0) return [date, shift(date, 1)];
  return [date];
}

function range(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = shift(d, 1)) out.push(d);
  return out;
}

function china(year: number): Holidays {
  const out = new Set<string>();
  const add = (days: string[]) => days.forEach((d) => out.add(d));
  const newYear = ymd(year, 1, 1);
  add(weekday(newYear) === 4 ? [newYear, shift(newYear, 1)] : chineseDay(newYear));
  const spring = fromCalendar('chinese', year, 1, 1)[0];
  if (spring) add(range(shift(spring, -1), shift(spring, 6)));
  add(chineseDay(qingming(year)));
  add(range(ymd(year, 5, 1), ymd(year, 5, 5)));
  for (const d of fromCalendar('chinese', year, 5, 5)) add(chineseDay(d));
  const midAutumn = fromCalendar('chinese', year, 8, 15)[0];
  if (midAutumn && midAutumn >= ymd(year, 9, 29) && midAutumn <= ymd(year, 10, 8)) {
    add(range(midAutumn < ymd(year, 10, 1) ? midAutumn : ymd(year, 10, 1), ymd(year, 10, 8)));
  } else {
    if (midAutumn) add(chineseDay(midAutumn));
    add(range(ymd(year, 10, 1), ymd(year, 10, 7)));
  }
  return out;
}

function korea(year: number): Holidays {
  const out = new Set<string>();
  const lunar = (m: number, d: number) => fromCalendar('dangi', year, m, d);
  const seollal = lunar(1, 1).flatMap((d) => [shift(d, -1), d, shift(d, 1)]);
  const chuseok = lunar(8, 15).flatMap((d) => [shift(d, -1), d, shift(d, 1)]);
  const national = [ymd(year, 3, 1), ymd(year, 8, 15), ymd(year, 10, 3), ymd(year, 10, 9)];
  const children = ymd(year, 5, 5);
  const buddha = lunar(4, 8);
  const christmas = ymd(year, 12, 25);
  for (const d of [ymd(year, 1, 1), ymd(year, 5, 1), ymd(year, 6, 6), christmas]) out.add(d);
  for (const d of [...seollal, ...chuseok, ...national, children, ...buddha]) out.add(d);
  const substitute = (days: string[], weekendDays: number[]) => {
    if (!days.some((d) => weekendDays.includes(weekday(d)))) return;
    let s = shift(days[days.length - 1]!, 1);
    while (out.has(s) || weekday(s) === 0 || weekday(s) === 6) s = shift(s, 1);
    out.add(s);
  };
  if (year >= 2014) {
    substitute(seollal, [0]);
    substitute(chuseok, [0]);
    substitute([children], [0, 6]);
  }
  if (year >= 2021) for (const d of national) substitute([d], [0, 6]);
  if (year >= 2023) for (const d of [...buddha, christmas]) substitute([d], [0, 6]);
  let yearEnd = ymd(year, 12, 31);
  while (weekday(yearEnd) === 0 || weekday(yearEnd) === 6) yearEnd = shift(yearEnd, -1);
  out.add(yearEnd);
  return out;
}

function saudi(year: number): Holidays {
  const out = new Set<string>();
  const fixed = (date: string) => {
    const wd = weekday(date);
    out.add(wd === 5 ? shift(date, -1) : wd === 6 ? shift(date, 1) : date);
  };
  if (year >= 2022) fixed(ymd(year, 2, 22));
  fixed(ymd(year, 9, 23));
  for (const d of fromCalendar('islamic-umalqura', year, 10, 1))
    range(shift(d, -1), shift(d, 3)).forEach((x) => out.add(x));
  for (const d of fromCalendar('islamic-umalqura', year, 12, 9))
    range(d, shift(d, 4)).forEach((x) => out.add(x));
  return out;
}

const RULES: Readonly<Record<CalendarMarket, (year: number) => Holidays>> = {
  JP: japan,
  US: unitedStates,
  CN: china,
  KR: korea,
  SA: saudi,
};

const memo = new Map<string, Holidays>();

function yearSet(market: CalendarMarket, year: number): Holidays {
  const key = `${market}:${year}`;
  let set = memo.get(key);
  if (!set) {
    set = RULES[market](year);
    memo.set(key, set);
  }
  return set;
}

/** Whether the exchange is closed for a holiday on a date (weekends aside). */
export function isHoliday(market: CalendarMarket, date: string): boolean {
  return yearSet(market, Number(date.slice(0, 4))).has(date);
}

/** A year's holidays that fall on the exchange's weekdays, sorted. */
export function holidayList(
  market: CalendarMarket,
  year: number,
  weekend: readonly number[],
): string[] {
  return [...yearSet(market, year)]
    .filter((d) => d.startsWith(String(year)) && !weekend.includes(weekday(d)))
    .sort();
}

const earlyMemo = new Map<number, Set<string>>();

/** NYSE early-close days (13:00 ET) of a year that are trading days. */
export function isEarlyCloseUs(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let set = earlyMemo.get(year);
  if (!set) {
    set = earlyClosesUs(year);
    earlyMemo.set(year, set);
  }
  return set.has(date) && !isHoliday('US', date);
}
