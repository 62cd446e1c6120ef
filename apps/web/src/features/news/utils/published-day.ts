import { formatDate } from '@/lib/date-time';

/** The day an article was published, as `YYYY-MM-DD` in the reader's time zone. */
export function publishedDay(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '';
}

/** An article body as paragraphs: they are separated by blank lines. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
