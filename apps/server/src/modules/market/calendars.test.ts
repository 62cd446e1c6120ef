import { describe, expect, it } from 'vitest';
import { holidayList, isEarlyCloseUs } from './calendars.ts';

const WEEKEND = [0, 6];
const list = (market: 'JP' | 'US' | 'CN' | 'KR', year: number) =>
  holidayList(market, year, WEEKEND);

/** Closures as the exchanges published them (weekdays only). */
const PUBLISHED: [string, 'JP' | 'US' | 'CN', number, string[]][] = [
  [
    'JPX',
    'JP',
    2025,
    [
      '01-01',
      '01-02',
      '01-03',
      '01-13',
      '02-11',
      '02-24',
      '03-20',
      '04-29',
      '05-05',
      '05-06',
      '07-21',
      '08-11',
      '09-15',
      '09-23',
      '10-13',
      '11-03',
      '11-24',
      '12-31',
    ],
  ],
  [
    'JPX',
    'JP',
    2026,
    [
      '01-01',
      '01-02',
      '01-12',
      '02-11',
      '02-23',
      '03-20',
      '04-29',
      '05-04',
      '05-05',
      '05-06',
      '07-20',
      '08-11',
      '09-21',
      '09-22',
      '09-23',
      '10-12',
      '11-03',
      '11-23',
      '12-31',
    ],
  ],
  [
    'JPX',
    'JP',
    2027,
    [
      '01-01',
      '01-11',
      '02-11',
      '02-23',
      '03-22',
      '04-29',
      '05-03',
      '05-04',
      '05-05',
      '07-19',
      '08-11',
      '09-20',
      '09-23',
      '10-11',
      '11-03',
      '11-23',
      '12-31',
    ],
  ],
  [
    'JPX (Olympic year)',
    'JP',
    2021,
    [
      '01-01',
      '01-11',
      '02-11',
      '02-23',

      '04-29',
      '05-03',
      '05-04',
      '05-05',
      '07-22',
      '07-23',
      '08-09',
      '09-20',
      '09-23',
      '11-03',
      '11-23',
      '12-31',
    ],
  ],
  [
    'NYSE',
    'US',
    2024,
    ['01-01', '01-15', '02-19', '03-29', '05-27', '06-19', '07-04', '09-02', '11-28', '12-25'],
  ],
  [
    'NYSE',
    'US',
    2025,
    [
      '01-01',
      '01-09',
      '01-20',
      '02-17',
      '04-18',
      '05-26',
      '06-19',
      '07-04',
      '09-01',
      '11-27',
      '12-25',
    ],
  ],
  [
    'NYSE',
    'US',
    2026,
    ['01-01', '01-19', '02-16', '04-03', '05-25', '06-19', '07-03', '09-07', '11-26', '12-25'],
  ],
  [
    'NYSE',
    'US',
    2027,
    ['01-01', '01-18', '02-15', '03-26', '05-31', '06-18', '07-05', '09-06', '11-25', '12-24'],
  ],
  [
    'SSE',
    'CN',
    2024,
    [
      '01-01',
      '02-09',
      '02-12',
      '02-13',
      '02-14',
      '02-15',
      '02-16',
      '04-04',
      '04-05',
      '05-01',
      '05-02',
      '05-03',
      '06-10',
      '09-16',
      '09-17',
      '10-01',
      '10-02',
      '10-03',
      '10-04',
      '10-07',
    ],
  ],
  [
    'SSE',
    'CN',
    2025,
    [
      '01-01',
      '01-28',
      '01-29',
      '01-30',
      '01-31',
      '02-03',
      '02-04',
      '04-04',
      '05-01',
      '05-02',
      '05-05',
      '06-02',
      '10-01',
      '10-02',
      '10-03',
      '10-06',
      '10-07',
      '10-08',
    ],
  ],
  [
    'SSE',
    'CN',
    2026,
    [
      '01-01',
      '01-02',
      '02-16',
      '02-17',
      '02-18',
      '02-19',
      '02-20',
      '02-23',
      '04-06',
      '05-01',
      '05-04',
      '05-05',
      '06-19',
      '09-25',
      '10-01',
      '10-02',
      '10-05',
      '10-06',
      '10-07',
    ],
  ],
];

describe('exchange holidays by rule', () => {
  it.each(PUBLISHED)('%s %s %i matches the published closures', (_name, market, year, days) => {
    expect(list(market, year)).toEqual(days.map((d) => `${year}-${d}`));
  });

  it('has holidays for every year, far beyond the published ones', () => {
    for (const market of ['JP', 'US', 'CN', 'KR'] as const) {
      for (const year of [2020, 2035, 2050]) expect(list(market, year).length).toBeGreaterThan(8);
    }
    expect(list('US', 2040)).toContain('2040-03-30'); // Good Friday (Easter 1 April 2040)
    expect(list('CN', 2030)).toContain('2030-02-04'); // lunar New Year's Eve 2030
  });

  it('keeps the NYSE early closes on trading days', () => {
    for (const d of ['2025-07-03', '2025-11-28', '2025-12-24', '2026-11-27', '2026-12-24'])
      expect(isEarlyCloseUs(d), d).toBe(true);
    for (const d of ['2026-07-02', '2027-12-24', '2026-11-26'])
      expect(isEarlyCloseUs(d), d).toBe(false);
  });

  it('follows the KRX and Tadawul rules', () => {
    const kr = list('KR', 2026);
    for (const d of [
      '01-01',
      '02-16',
      '02-17',
      '02-18',
      '03-02',
      '05-01',
      '05-05',
      '05-25',
      '08-17',
      '09-24',
      '09-25',
      '10-05',
      '10-09',
      '12-25',
      '12-31',
    ])
      expect(kr, d).toContain(`2026-${d}`);
    const sa = holidayList('SA', 2025, [5, 6]);
    expect(sa).toContain('2025-02-23'); // Founding Day on Saturday → Sunday
    expect(sa).toContain('2025-03-30'); // 1 Shawwal 1446
    expect(sa).toContain('2025-06-05'); // 9 Dhu al-Hijjah 1446 (Arafat)
    expect(sa).toContain('2025-09-23'); // National Day
  });
});
