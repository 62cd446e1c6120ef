/**
 * Date helpers for the exchange holiday rules (calendars.ts): weekdays, nth weekdays of a month,
 * Easter, the Japanese equinox days and lunar / Hijri dates through the platform's ICU calendars.
 * Dates are 'YYYY-MM-DD' strings; weekdays 0 = Sunday.
 */

export function ymd(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The n-th (1-based) `wd` of a month; n = -1 is the last one. */
export function nthWeekday(year: number, month: number, wd: number, n: number): string {
  if (n < 0) {
    const last = ymd(year, month + 1, 0);
    return shift(last, -((weekday(last) - wd + 7) % 7));
  }
  const first = ymd(year, month, 1);
  return shift(first, ((wd - weekday(first) + 7) % 7) + 7 * (n - 1));
}

/** Western Easter Sunday (anonymous Gregorian algorithm). */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** Japan's vernal and autumnal equinox days (the observatory's formula, valid 1980–2099). */
export function equinoxes(year: number): { vernal: string; autumnal: string } {
  const y = year - 1980;
  const leap = Math.floor(y / 4);
  const vernal = Math.floor(20.8431 + 0.242194 * y - leap);
  const autumnal = Math.floor(23.2488 + 0.242194 * y - leap);
  return { vernal: ymd(year, 3, vernal), autumnal: ymd(year, 9, autumnal) };
}

/** The Qingming solar term (4 or 5 April in the 21st century). */
export function qingming(year: number): string {
  const y = year % 100;
  return ymd(year, 4, Math.floor(y * 0.2422 + 4.81) - Math.floor(y / 4));
}

const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/** Month and day of a date in an ICU calendar ('chinese', 'dangi', 'islamic-umalqura'). */
function calendarDate(calendar: string, date: string): { month: number; day: number } {
  let f = calendarFormats.get(calendar);
  if (!f) {
    f = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, {
      timeZone: 'UTC',
      month: 'numeric',
      day: 'numeric',
    });
    calendarFormats.set(calendar, f);
  }
  const parts = f.formatToParts(new Date(`${date}T00:00:00Z`));
  const month = parts.find((p) => p.type === 'month')!.value;
  const day = parts.find((p) => p.type === 'day')!.value;
  // Leap months come out as e.g. "4bis"; they never hold a festival.
  return { month: /^\d+$/.test(month) ? Number(month) : -1, day: Number(day) };
}

/**
 * Gregorian dates in `year` that fall on month/day of the given ICU calendar. Samples every 20
 * days (every month has one), then steps from a sample in the wanted month to the wanted day.
 */
export function fromCalendar(calendar: string, year: number, month: number, day: number): string[] {
  const out: string[] = [];
  const y = String(year);
  for (let d = ymd(year, 1, 1); d.startsWith(y); d = shift(d, 20)) {
    const c = calendarDate(calendar, d);
    if (c.month !== month) continue;
    const candidate = shift(d, day - c.day);
    const check = calendarDate(calendar, candidate);
    if (check.month === month && check.day === day && candidate.startsWith(y))
      if (!out.includes(candidate)) out.push(candidate);
  }
  return out;
}
