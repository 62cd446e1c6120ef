/**
 * A worker the entry starts (main.tsx) to load the browser's date and number data off the main
 * thread (issue 18: total blocking time). A page's first Intl formatter loads that data (ICU):
 * 30–120 ms measured here in a new tab, on whichever thread asks first. The data is the page's
 * process's, shared by its threads: made here first, on another core while the app downloads, the
 * first screen's formatters find it loaded (0.1–1 ms measured, from 37–78 ms). It makes the kinds
 * of formatter the app makes (lib/date-time.ts, lib/message-params.ts): dates and times in each
 * language's market zone, numbers and plurals in each language; then it ends.
 */
import { DEFAULT_TIME_ZONES, WALL_CLOCK } from '@kabuto/shared/time-zones';
import { INTL_LOCALES } from './language';

// en-US, which reads the zones' wall clock (zonedParts), is the us language's locale too.
for (const locale of new Set(['en-US', ...Object.values(INTL_LOCALES)])) {
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.5);
  new Intl.PluralRules(locale).select(2);
  for (const timeZone of Object.values(DEFAULT_TIME_ZONES)) {
    new Intl.DateTimeFormat(locale, { ...WALL_CLOCK, timeZone }).formatToParts(0);
  }
}
close();
