/**
 * Exchange holidays for 2026 and 2027: the weekdays on which each exchange is closed (weekends are
 * closed anyway and are not listed).
 *
 * Sources and assumptions:
 * - JP (JPX / Tokyo): the national holidays under the Act on National Holidays, with substitute
 *   holidays (a holiday on Sunday moves to the next weekday) and the "citizens' holiday" between
 *   two holidays (22 September 2026), plus the exchange's own year-end closure (31 December,
 *   1–3 January). Equinox days as published by the National Astronomical Observatory (2026) and
 *   its astronomical calculation (2027: vernal equinox Sunday 21 March → substitute on the 22nd).
 * - US (NYSE / Nasdaq): NYSE holiday rules: a Saturday holiday is observed on the Friday before
 *   (except New Year's Day: 1 January 2028 is a Saturday and 31 December 2027 is a trading day),
 *   a Sunday holiday on the Monday after. Good Friday: 3 April 2026, 26 March 2027.
 * - CN (SSE / SZSE): 2026 follows the State Council's 2026 holiday notice (New Year 1–3 Jan,
 *   Spring Festival 15–23 Feb, Qingming 4–6 Apr, Labour Day 1–5 May, Dragon Boat 19–21 Jun,
 *   Mid-Autumn 25–27 Sep, National Day 1–7 Oct); make-up working weekends stay closed for the
 *   exchanges. 2027 is NOT yet published: it is derived from the traditional calendar (Spring
 *   Festival 6 Feb, Qingming 5 Apr, Dragon Boat 9 Jun, Mid-Autumn 15 Sep) and the usual pattern
 *   (Spring Festival week from New Year's Eve, Labour Day 1–5 May, National Day 1–7 Oct), so it
 *   must be checked against the official notice when it appears.
 */
import type { MarketCode } from '@kabuto/shared/markets';

export const HOLIDAYS: Readonly<Record<MarketCode, readonly string[]>> = {
  JP: [
    // 2026
    '2026-01-01', // New Year (exchange closure)
    '2026-01-02', // New Year (exchange closure)
    '2026-01-12', // Coming of Age Day
    '2026-02-11', // National Foundation Day
    '2026-02-23', // Emperor's Birthday
    '2026-03-20', // Vernal Equinox Day
    '2026-04-29', // Showa Day
    '2026-05-04', // Greenery Day
    '2026-05-05', // Children's Day
    '2026-05-06', // Substitute holiday (Constitution Day fell on Sunday)
    '2026-07-20', // Marine Day
    '2026-08-11', // Mountain Day
    '2026-09-21', // Respect for the Aged Day
    '2026-09-22', // Citizens' holiday (between two holidays)
    '2026-09-23', // Autumnal Equinox Day
    '2026-10-12', // Sports Day
    '2026-11-03', // Culture Day
    '2026-11-23', // Labour Thanksgiving Day
    '2026-12-31', // Year-end closure
    // 2027
    '2027-01-01', // New Year (exchange closure)
    '2027-01-11', // Coming of Age Day
    '2027-02-11', // National Foundation Day
    '2027-02-23', // Emperor's Birthday
    '2027-03-22', // Substitute holiday (Vernal Equinox Day fell on Sunday)
    '2027-04-29', // Showa Day
    '2027-05-03', // Constitution Memorial Day
    '2027-05-04', // Greenery Day
    '2027-05-05', // Children's Day
    '2027-07-19', // Marine Day
    '2027-08-11', // Mountain Day
    '2027-09-20', // Respect for the Aged Day
    '2027-09-23', // Autumnal Equinox Day
    '2027-10-11', // Sports Day
    '2027-11-03', // Culture Day
    '2027-11-23', // Labour Thanksgiving Day
    '2027-12-31', // Year-end closure
  ],
  US: [
    // 2026
    '2026-01-01', // New Year's Day
    '2026-01-19', // Martin Luther King Jr. Day
    '2026-02-16', // Washington's Birthday (Presidents' Day)
    '2026-04-03', // Good Friday
    '2026-05-25', // Memorial Day
    '2026-06-19', // Juneteenth
    '2026-07-03', // Independence Day (observed; 4 July is a Saturday)
    '2026-09-07', // Labor Day
    '2026-11-26', // Thanksgiving Day
    '2026-12-25', // Christmas Day
    // 2027
    '2027-01-01', // New Year's Day
    '2027-01-18', // Martin Luther King Jr. Day
    '2027-02-15', // Washington's Birthday (Presidents' Day)
    '2027-03-26', // Good Friday
    '2027-05-31', // Memorial Day
    '2027-06-18', // Juneteenth (observed; 19 June is a Saturday)
    '2027-07-05', // Independence Day (observed; 4 July is a Sunday)
    '2027-09-06', // Labor Day
    '2027-11-25', // Thanksgiving Day
    '2027-12-24', // Christmas Day (observed; 25 December is a Saturday)
  ],
  CN: [
    // 2026 (State Council notice)
    '2026-01-01', // New Year's Day
    '2026-01-02', // New Year's Day
    '2026-02-16', // Spring Festival
    '2026-02-17', // Spring Festival
    '2026-02-18', // Spring Festival
    '2026-02-19', // Spring Festival
    '2026-02-20', // Spring Festival
    '2026-02-23', // Spring Festival
    '2026-04-06', // Qingming
    '2026-05-01', // Labour Day
    '2026-05-04', // Labour Day
    '2026-05-05', // Labour Day
    '2026-06-19', // Dragon Boat Festival
    '2026-09-25', // Mid-Autumn Festival
    '2026-10-01', // National Day
    '2026-10-02', // National Day
    '2026-10-05', // National Day
    '2026-10-06', // National Day
    '2026-10-07', // National Day
    // 2027 (estimated from the traditional calendar and the usual pattern)
    '2027-01-01', // New Year's Day
    '2027-02-05', // Spring Festival (New Year's Eve)
    '2027-02-08', // Spring Festival
    '2027-02-09', // Spring Festival
    '2027-02-10', // Spring Festival
    '2027-02-11', // Spring Festival
    '2027-02-12', // Spring Festival
    '2027-04-05', // Qingming
    '2027-05-03', // Labour Day
    '2027-05-04', // Labour Day
    '2027-05-05', // Labour Day
    '2027-06-09', // Dragon Boat Festival
    '2027-09-15', // Mid-Autumn Festival
    '2027-10-01', // National Day
    '2027-10-04', // National Day
    '2027-10-05', // National Day
    '2027-10-06', // National Day
    '2027-10-07', // National Day
  ],
};

/** NYSE early closes (13:00 ET): the day after Thanksgiving and Christmas Eve, when they trade. */
export const EARLY_CLOSES_US: readonly string[] = [
  '2026-11-27', // Day after Thanksgiving
  '2026-12-24', // Christmas Eve
  '2027-11-26', // Day after Thanksgiving
  // No early close on 2 July 2026 or 2027 (Independence Day observed on a Friday/Monday), and
  // 24 December 2027 is the observed Christmas holiday itself.
];
