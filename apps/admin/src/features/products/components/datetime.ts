/** `<input type="datetime-local">` values (the staff member's local time) to and from ISO. */
const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The ISO time of a local input value, or null when it is empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Now plus `days` days, at the start of the minute. */
export function inDays(days: number, from: Date = new Date()): Date {
  const date = new Date(from.getTime() + days * 86_400_000);
  date.setSeconds(0, 0);
  return date;
}
