/** Dates and times as the account screens show them, in the customer's own time zone. */

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as `YYYY-MM-DD` (the form the API takes for date ranges). */
export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An ISO time as `YYYY-MM-DD HH:mm`; anything unreadable is shown as given. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
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
