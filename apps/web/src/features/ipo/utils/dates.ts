/** The calendar day of an ISO time in the customer's own time zone (`YYYY-MM-DD`). */
import { formatDay } from '@/lib/date-time';

export function dayOf(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDay(date);
}
