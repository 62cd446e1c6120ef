/** The calendar day of an ISO time in the customer's own time zone (`YYYY-MM-DD`). */
import { formatDate } from '@/lib/date-time';

export function dayOf(iso: string | null | undefined): string {
  return formatDate(iso);
}
